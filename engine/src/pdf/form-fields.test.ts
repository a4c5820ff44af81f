// Reading a fillable PDF's fields: pdf-lib's forms and LibreOffice Writer's, and the forms that must get a message.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES, fieldsOnPage, MAX_FORM_FIELDS, readFormFields, type FormField } from './form-fields.ts';
import { manyFieldForm } from './form-test-tools.ts';
import { readTemplatePdf } from './read-template.ts';

export const FORMS_DIR = new URL('./__fixtures__/forms/', import.meta.url);
export const formFixture = (name: string) => new Uint8Array(readFileSync(new URL(name, FORMS_DIR)));

async function fieldsOf(name: string): Promise<Map<string, FormField>> {
  const reading = await readFormFields(formFixture(name));
  if (!reading.ok) throw new Error(reading.message);
  return new Map(reading.fields.map((f) => [f.name, f]));
}


describe('reading the fields of a pdf-lib form', () => {
  it('lists every field with its kind, tooltip, options, flags and rectangles per page', async () => {
    const fields = await fieldsOf('pdf-lib-form.pdf');
    expect([...fields.keys()]).toEqual([
      'Petitioner.Name',
      'CaseNumber',
      'Grounds',
      'MonthlyIncome',
      'DateOfMarriage',
      'HasChildren',
      'Residence',
      'County',
      'Relief',
      'SignatureOfPetitioner',
    ]);
    const name = fields.get('Petitioner.Name')!;
    expect(name).toMatchObject({ kind: 'text', tooltip: "Petitioner's full name", required: true, readOnly: false, fontSize: 11 });
    expect(name.widgets.map((w) => w.page)).toEqual([1, 2]);
    expect(name.widgets[0]!.rect).toEqual({ x: 149.5, y: 699.5, width: 251, height: 21 });
    expect(fields.get('CaseNumber')).toMatchObject({ kind: 'text', comb: true, maxLength: 8, multiline: false });
    expect(fields.get('Grounds')).toMatchObject({ kind: 'text', multiline: true, comb: false });
    expect(fields.get('MonthlyIncome')).toMatchObject({ format: 'money', alignment: 'right' });
    expect(fields.get('DateOfMarriage')).toMatchObject({ format: 'date', fontSize: 0 });
    expect(fields.get('HasChildren')).toMatchObject({ kind: 'checkbox', tooltip: 'The parties have minor children', options: ['Yes'] });
    expect(fields.get('Residence')).toMatchObject({ kind: 'radio', options: ['State', 'County'] });
    expect(fields.get('Residence')!.widgets.map((w) => w.onValue)).toEqual(['State', 'County']);
    expect(fields.get('County')).toMatchObject({ kind: 'dropdown', options: ['Maricopa', 'Pima', 'Yavapai'], editable: false });
    expect(fields.get('Relief')).toMatchObject({ kind: 'list', options: ['Divorce', 'Custody', 'Support'], multiSelect: true });
  });

  it('gives each page the fields drawn on it, with only that page widgets', async () => {
    const reading = await readFormFields(formFixture('pdf-lib-form.pdf'));
    if (!reading.ok) throw new Error(reading.message);
    expect(fieldsOnPage(reading.fields, 2).map((f) => f.name)).toEqual(['Petitioner.Name', 'SignatureOfPetitioner']);
    expect(fieldsOnPage(reading.fields, 2)[0]!.widgets).toHaveLength(1);
    expect(fieldsOnPage(reading.fields, 1)).toHaveLength(9);
  });
});

describe("reading the fields of LibreOffice Writer's form (another producer)", () => {
  it('finds its text, multiline, check box, radio, drop-down and list fields', async () => {
    const fields = await fieldsOf('libreoffice-form.pdf');
    expect(fields.get('PetitionerName')).toMatchObject({ kind: 'text', maxLength: 40, multiline: false });
    expect(fields.get('Grounds')).toMatchObject({ kind: 'text', multiline: true });
    expect(fields.get('HasChildren')).toMatchObject({ kind: 'checkbox', options: ['Yes'] });
    expect(fields.get('Residence')).toMatchObject({ kind: 'radio', options: ['State', 'County'] });
    expect(fields.get('County')).toMatchObject({ kind: 'dropdown', options: ['Maricopa', 'Pima', 'Yavapai'] });
    expect(fields.get('Relief')).toMatchObject({ kind: 'list', multiSelect: true, options: ['Divorce', 'Custody', 'Support'] });
    for (const field of fields.values()) for (const w of field.widgets) expect(w.page).toBe(1);
  });
});

describe('forms that cannot be used get a message, never an exception', () => {
  it('an encrypted form', async () => {
    expect(await readFormFields(formFixture('encrypted-form.pdf'))).toEqual({ ok: false, problem: 'encrypted', message: FORM_MESSAGES.encrypted });
  });

  it('an XFA-only form', async () => {
    expect(await readFormFields(formFixture('xfa-only-form.pdf'))).toEqual({ ok: false, problem: 'xfa-only', message: FORM_MESSAGES['xfa-only'] });
  });

  it('a field without a rectangle is listed, with a warning, and no rectangle', async () => {
    const reading = await readFormFields(formFixture('no-rect-form.pdf'));
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.fields.find((f) => f.name === 'Nowhere')!.widgets).toEqual([{ page: 1, rect: null }]);
    expect(reading.warnings).toEqual(['The field "Nowhere" has no place on a page: it can be filled, but nothing of it shows on the form.']);
  });

  it('not a PDF', async () => {
    expect(await readFormFields(new TextEncoder().encode('hello'))).toMatchObject({ ok: false, problem: 'not-pdf' });
  });

  it('a 2,000-field form is read whole; one over the limit is refused with a message', async () => {
    const reading = await readFormFields(await manyFieldForm(2000, 10));
    expect(reading.ok && reading.fields.length).toBe(2000);
    const tooMany = await readFormFields(await manyFieldForm(MAX_FORM_FIELDS + 1, 20));
    expect(tooMany).toEqual({ ok: false, problem: 'too-many-fields', message: FORM_MESSAGES['too-many-fields'] });
  });

  it('the template reading (what the upload sandbox runs) carries the fields or the form message', async () => {
    const reading = await readTemplatePdf(formFixture('pdf-lib-form.pdf'));
    expect(reading.ok && reading.form).toMatchObject({ ok: true });
    expect(reading.ok && reading.form?.ok && reading.form.fields).toHaveLength(10);
    const xfa = await readTemplatePdf(formFixture('xfa-only-form.pdf'));
    expect(xfa.ok && xfa.form).toEqual({ ok: false, problem: 'xfa-only', message: FORM_MESSAGES['xfa-only'] });
    const plain = await readTemplatePdf(formFixture('no-rect-form.pdf'));
    expect(plain.ok).toBe(true);
  });
});
