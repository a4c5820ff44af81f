import { describe, expect, it } from 'vitest';
import { renderEmail } from './index';
import { FOLLOW_UP_KINDS, followUpButton } from './follow-up';

const data = { workflowName: 'Utah Divorce With Children', url: 'https://accord.test/legal-form-guide/divorce-forms/abc' };
const kinds = FOLLOW_UP_KINDS;

describe('the scheduled e-mails', () => {
  it.each(kinds)("'%s' greets the reader, names the form, and links to their guide in the HTML and the text part", async (kind) => {
    const { html, text } = await renderEmail(kind, 'Robin Tester', data, 'help@accord.test');
    expect(text).toContain('Hello Robin Tester,');
    expect(text).toContain('Utah Divorce With Children');
    expect(text).toContain(followUpButton(kind));
    expect(text).toContain('https://accord.test/legal-form-guide/divorce-forms/abc');
    expect(html).toContain('href="https://accord.test/legal-form-guide/divorce-forms/abc"');
  });

  it("the completion follow-up speaks of Utah's 30-day waiting period; the reminder says nothing written is lost", async () => {
    expect((await renderEmail('completion-follow-up', 'Robin', data, 'help@accord.test')).text).toContain('30-day waiting period');
    expect((await renderEmail('incomplete-reminder', 'Robin', data, 'help@accord.test')).text).toContain('everything you have written is saved');
  });

  it('the completion follow-up of a type one person completes alone says nothing of divorce (ADR 028)', async () => {
    const { text } = await renderEmail('completion-follow-up', 'Robin', { workflowName: 'Utah Name Change', url: data.url, onePerson: true }, 'help@accord.test');
    // addresses stay as they are ('/legal-form-guide/divorce-forms/…'); the words do not speak of divorce
    expect(text.replace(/https?:\/\/\S+/g, '')).not.toMatch(/divorce|spouse|children/i);
    expect(text).toContain('the court will tell you about the next steps');
  });

  it('refuses data without a link', async () => {
    await expect(renderEmail('incomplete-reminder', 'Robin', { workflowName: 'x' }, 'help@accord.test')).rejects.toThrow(/incomplete-reminder/);
  });
});

describe('rendering', () => {
  it("leaves no NUL byte in the HTML (React 18's streaming renderer split a multi-byte character in the 'sign' e-mail)", async () => {
    const step = { workflowName: 'Utah Divorce With Children', fromName: 'Robin Tester', url: 'https://accord.test/x' };
    for (const kind of ['sign', 'completed', 'invite', 'share', 'agreed', 'disagreement'] as const) {
      const { html, text } = await renderEmail(kind, 'Sam Spouse', step, 'help@accord.test');
      expect(html.includes('\0'), kind).toBe(false);
      expect(html.includes('\uFFFD'), kind).toBe(false);
      expect(text.includes('\0'), kind).toBe(false);
    }
  });
});
