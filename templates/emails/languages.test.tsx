// Every e-mail in the recipient's language (issue 35, item 2): each template rendered in Spanish has a Spanish
// subject and no English left in its text part (outside the names and addresses its data brings), and in English it
// keeps the spec's words.
import { describe, expect, it } from 'vitest';
import { emailSubject, emailTemplateNames, renderEmail } from './index';
import { SAMPLE_DATA as DATA, SAMPLE_RECEIPT as receipt } from './sample-data';

/** Words that only English e-mails use: a Spanish e-mail holding one is (partly) untranslated. */
const ENGLISH = /\b(Hello|the|your|you|please|Thank|If|and)\b/i;

/** The text part without what the data and the product bring in any language. */
const ownWords = (text: string) => text.replace(/https?:\/\/\S+/g, '').replace(/Robin Tester|Divorcio de Utah|Lucía|help@accord\.test|Accord|Manage Workflows|Finish Replying|stipulation|USD/g, '');

describe('each e-mail in Spanish', () => {
  it.each(emailTemplateNames)("'%s' says everything of its own in Spanish, in its HTML and its text part", async (name) => {
    const { html, text } = await renderEmail(name, 'Lucía', { ...DATA[name], language: 'es' }, 'help@accord.test');
    expect(html).toContain('lang="es"');
    expect(text).toContain('Hola, Lucía:');
    expect(ownWords(text)).not.toMatch(ENGLISH);
  });

  it.each(emailTemplateNames.filter((name) => name !== 'message' && name !== 'practice'))("'%s' has a Spanish subject, other than the English one", (name) => {
    const spanish = emailSubject(name, { ...DATA[name], language: 'es' })!;
    const english = emailSubject(name, DATA[name])!;
    expect(spanish).not.toBe(english);
    expect(ownWords(spanish)).not.toMatch(ENGLISH);
  });

  it('keeps US separators in amounts, whatever the language', async () => {
    const { text } = await renderEmail('final-payment', 'Lucía', { ...receipt, language: 'es' }, 'help@accord.test');
    expect(text).toContain('Total pagado: $1,049.00 USD');
    expect(text).toContain('Descuento (CALMA): -$50.00');
  });

  it('an e-mail naming no language, or one Accord does not speak, is English as before', async () => {
    for (const language of [undefined, 'fr']) {
      const { text } = await renderEmail('account-deleted', 'Robin', { language }, 'help@accord.test');
      expect(text).toContain('Hello Robin,');
      expect(text).toContain('Your Accord account, your forms and their answers are deleted.');
    }
    expect(emailSubject('initial-payment', receipt)).toBe('Your Accord payment receipt');
    expect(emailSubject('one-time-payment', receipt)).toBe('Your Accord one-time payment receipt');
  });
});
