// A service's English refusal is found in the catalogue by its words, its placeholders read back from the text.
import { describe, expect, it } from 'vitest';
import documents from '../../i18n/catalogues/en/documents';
import { tooDemandingMessage } from '../../lib/pdf-sandbox.server';
import { ACCEPTED_FILES_MESSAGE, TOO_LARGE_TEMPLATE_MESSAGE } from '../services/builder/documents';
import { knownTextKey } from './known-texts.server';

describe('a known English text', () => {
  it('is found by its words', () => {
    expect(knownTextKey(documents.refusals, ACCEPTED_FILES_MESSAGE)).toEqual({ key: 'accepted', values: {} });
    expect(knownTextKey(documents.refusals, TOO_LARGE_TEMPLATE_MESSAGE)).toEqual({ key: 'tooLarge', values: {} });
  });

  it('gives back the values of its placeholders', () => {
    expect(knownTextKey(documents.refusals, tooDemandingMessage({ memoryMb: 256, seconds: 20 }))).toEqual({
      key: 'tooDemanding',
      values: { memoryMb: '256', seconds: '20' },
    });
  });

  it('is not found when only a part of it matches, nor when the text is another one', () => {
    expect(knownTextKey(documents.refusals, `${ACCEPTED_FILES_MESSAGE}.`)).toBeUndefined();
    expect(knownTextKey(documents.refusals, 'Something else went wrong.')).toBeUndefined();
  });
});
