// The final document page says the job's reasons in the page's language (issue 35): the job keeps them in English, the
// page finds each by its words in the guide catalogue.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { textsIn } from '../../../i18n/texts-for-tests';
import guide from '../../../i18n/catalogues/en/guide';
import { sayFinalDocumentView } from './final-document-page.server';

const spanish = await textsIn('es', 'guide');
const english = await textsIn('en', 'guide');

describe('a failed final document', () => {
  it('says every reason the job writes in Spanish, and the same words in English', () => {
    // every sentence the job's code writes for a person is one the catalogue knows
    const written = ['lib/documents/final-document/final-document-jobs.server.ts', 'lib/documents/final-document/final-document.server.ts']
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    for (const reason of Object.values(guide.finalDocument.reasons)) expect(written, reason).toContain(`'${reason}'`);
    for (const [key, reason] of Object.entries(guide.finalDocument.reasons)) {
      expect(sayFinalDocumentView(english, { kind: 'failed', reason })).toEqual({ kind: 'failed', reason });
      const said = sayFinalDocumentView(spanish, { kind: 'failed', reason });
      expect(said).toEqual({ kind: 'failed', reason: spanish(`finalDocument.reasons.${key as keyof typeof guide.finalDocument.reasons}`) });
      expect(said).not.toEqual({ kind: 'failed', reason });
    }
  });

  it('shows a reason it does not know as it came, and leaves other views alone', () => {
    expect(sayFinalDocumentView(spanish, { kind: 'failed', reason: 'Something new.' })).toEqual({ kind: 'failed', reason: 'Something new.' });
    expect(sayFinalDocumentView(spanish, { kind: 'preparing', refreshSeconds: 5 })).toEqual({ kind: 'preparing', refreshSeconds: 5 });
  });
});
