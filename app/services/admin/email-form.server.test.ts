import { describe, expect, it } from 'vitest';
import { emailTemplateNames } from '../../../templates/emails/index';
import { practiceNote } from '../../../templates/emails/message';
import { ATTACHMENT_TOO_LARGE, MAX_ATTACHMENT_BYTES as EMAIL_MODULE_LIMIT } from '../email.server';
import { englishAdmin } from '../../../i18n/english';
import { attachmentProblem, EMAIL_FORM_TEMPLATES, emailFormSchema, MAX_ATTACHMENT_BYTES, type EmailForm } from './email-form';
import { attachmentMediaType, previewEmailForm, templateDataFor } from './email-form.server';

const context = { origin: 'https://accord.test', adminName: 'Ada Admin', supportEmail: 'support@accord.test' };
const filled = { toName: 'Pat Doe', toEmail: 'pat@example.com', subject: 'Testing', message: 'Hello there.\n\nSecond paragraph.' };
const english = englishAdmin();
const parse = (values: Record<string, unknown>) => emailFormSchema(english).safeParse(values);

describe('the e-mail test form', () => {
  it('offers every e-mail template the product has, practice included', () => {
    expect([...EMAIL_FORM_TEMPLATES].sort()).toEqual([...emailTemplateNames].sort());
    expect(EMAIL_FORM_TEMPLATES).toContain('practice');
  });

  it('needs the name, e-mail, subject and message, and takes the plain message by default', () => {
    const empty = parse({});
    expect(empty.success).toBe(false);
    const missing = new Set(empty.error!.issues.map((i) => i.path[0]));
    expect(missing).toEqual(new Set(['toName', 'toEmail', 'subject', 'message']));
    expect(parse({ ...filled, toEmail: 'not an address' }).success).toBe(false);
    expect(parse(filled).data).toMatchObject({ template: 'message' });
    expect(parse(filled).data?.sendOn).toBeUndefined();
  });

  it('reads a send date as MM/DD/YYYY and refuses one that does not exist', () => {
    expect(parse({ ...filled, sendOn: '12/31/2030' }).data?.sendOn).toBe('2030-12-31');
    expect(parse({ ...filled, sendOn: '02/30/2030' }).success).toBe(false);
    expect(parse({ ...filled, sendOn: '2030-12-31' }).success).toBe(false);
  });

  it('takes a link with both a name and a path that is a page of Accord or https, or no link at all', () => {
    expect(parse({ ...filled, linkName: 'Open', linkPath: '/legal-form-guide' }).success).toBe(true);
    expect(parse({ ...filled, linkName: 'Open' }).error?.issues[0]?.message).toBe(english('emailForm.linkBoth'));
    expect(parse({ ...filled, linkName: 'Open', linkPath: 'javascript:alert(1)' }).error?.issues[0]?.message).toBe(english('emailForm.linkPathStart'));
  });

  it("refuses an attachment over 2 MB with the spec's words, and a file type §5 does not list", () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(EMAIL_MODULE_LIMIT);
    expect(english('emailForm.tooLarge')).toBe(ATTACHMENT_TOO_LARGE);
    expect(attachmentProblem({ name: 'a.pdf', size: MAX_ATTACHMENT_BYTES })).toBeUndefined();
    expect(attachmentProblem({ name: 'a.pdf', size: MAX_ATTACHMENT_BYTES + 1 })).toBe('tooLarge');
    expect(english(`emailForm.${attachmentProblem({ name: 'a.pdf', size: MAX_ATTACHMENT_BYTES + 1 })!}`)).toBe('Please choose a file that is under 2MB in size');
    expect(attachmentProblem({ name: 'run.exe', size: 10 })).toBe('fileType');
    expect(attachmentMediaType('Scan.JPG')).toBe('image/jpeg');
  });

  it('renders a preview of every template from the form, the practice one marked as a practice', async () => {
    for (const template of EMAIL_FORM_TEMPLATES) {
      const form: EmailForm = { ...filled, template, linkName: 'Open the guide', linkPath: '/legal-form-guide' };
      const html = await previewEmailForm(form, context);
      expect(html, template).toContain('Pat Doe');
    }
    const practice = await previewEmailForm({ ...filled, template: 'practice' }, context);
    expect(practice).toContain(practiceNote());
    expect(practice).toContain('Second paragraph.');
    expect(templateDataFor({ ...filled, template: 'share', linkName: 'Open', linkPath: '/x' }, context)).toEqual({ workflowName: 'Testing', fromName: 'Ada Admin', url: 'https://accord.test/x' });
  });
});
