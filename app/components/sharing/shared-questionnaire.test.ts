import { describe, expect, it } from 'vitest';
import type { FormElement } from '~/engine';
import { proposable } from './shared-questionnaire';

describe('what the spouse may change on the shared questionnaire', () => {
  const editing = { action: '/respondent-guide/w?page=0', proposals: {} };
  const element = (type: string) => ({ uid: type, type, title: type.toUpperCase() }) as unknown as FormElement;

  it('an edit reviewer proposes typed and chosen answers, never a file or a signature; any other reader changes nothing', () => {
    expect(proposable(element('text-input-short'), editing)).toBe(true);
    expect(proposable(element('single-select'), editing)).toBe(true);
    expect(proposable(element('file-input'), editing)).toBe(false);
    expect(proposable(element('signature-pad'), editing)).toBe(false);
    expect(proposable(element('text-input-short'), undefined)).toBe(false);
  });
});
