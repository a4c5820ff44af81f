// Filling a fillable PDF's own fields: values read back with pdf-lib before flattening, then with pdftotext -bbox
// inside each field's rectangle after it, check boxes and radio buttons by their ink (pdftoppm); nothing of the form
// is left after flattening; fill actions sit beside placed actions on the same pages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFContentStream, PDFDocument, PDFName, PDFNull, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { checks, FormFiller, flattenForm, PLAIN_STREAM_LIMIT } from './fill-form.ts';
import { readFormFields, type FormField } from './form-fields.ts';
import { formAnswers, formDocument, formFixture, formLeftovers, formRenderInput, FORM_QUESTIONS, inkInRect, popplerComplaints, wordsInRect } from './form-test-tools.ts';
import { nodeFontLoader } from './node.ts';
import { mendDanglingReferences } from './references.ts';
import { renderDocuments } from './render.ts';
import { SAMPLES_DIR } from './test-fixtures.ts';

let fields: Map<string, FormField>;
beforeAll(async () => {
  const reading = await readFormFields(formFixture('pdf-lib-form.pdf'));
  if (!reading.ok) throw new Error(reading.message);
  fields = new Map(reading.fields.map((f) => [f.name, f]));
});

const rectOf = (name: string, widget = 0) => fields.get(name)!.widgets[widget]!.rect!;

describe('filling the fields in the template itself', () => {
  it('sets every kind of field, read back with pdf-lib before flattening', async () => {
    const pdf = await PDFDocument.load(formFixture('pdf-lib-form.pdf'));
    const warnings: string[] = [];
    const filler = new FormFiller(pdf, nodeFontLoader(), (field, message) => warnings.push(`${field}: ${message}`));
    await filler.fill({ field: 'Petitioner.Name', answer: 'Ann Lee', text: 'Ann Lee' });
    await filler.fill({ field: 'CaseNumber', answer: 'DR123456', text: 'DR123456' });
    await filler.fill({ field: 'Grounds', answer: 'Line one\nLine two', text: 'Line one\nLine two' });
    await filler.fill({ field: 'HasChildren', answer: ['Yes'], text: 'Yes' });
    await filler.fill({ field: 'Residence', answer: 'county', text: 'county' });
    await filler.fill({ field: 'County', answer: 'Pima', text: 'Pima' });
    await filler.fill({ field: 'Relief', answer: ['Divorce', 'Support'], text: 'Divorce, Support' });
    await filler.fill({ field: 'NoSuchField', answer: 'x', text: 'x' });
    const form = pdf.getForm();
    expect(form.getTextField('Petitioner.Name').getText()).toBe('Ann Lee');
    expect(form.getTextField('CaseNumber').getText()).toBe('DR123456');
    expect(form.getTextField('Grounds').getText()).toBe('Line one\nLine two');
    expect(form.getCheckBox('HasChildren').isChecked()).toBe(true);
    expect(form.getRadioGroup('Residence').getSelected()).toBe('County');
    expect(form.getDropdown('County').getSelected()).toEqual(['Pima']);
    expect(form.getOptionList('Relief').getSelected()).toEqual(['Divorce', 'Support']);
    expect(form.getTextField('MonthlyIncome').getText()).toBeUndefined();
    expect(warnings).toEqual(['NoSuchField: the template has no field named "NoSuchField"; nothing was filled']);
  });

  it("stores the appearances filling drew, and flattening's operators, undeflated when small (bench:fillable)", async () => {
    const pdf = await PDFDocument.load(formFixture('pdf-lib-form.pdf'));
    const filler = new FormFiller(pdf, nodeFontLoader(), () => {});
    await filler.fill({ field: 'Petitioner.Name', answer: 'Ann Lee', text: 'Ann Lee' });
    await filler.fill({ field: 'County', answer: 'Pima', text: 'Pima' });
    const made = pdf.context.enumerateIndirectObjects().filter(([, o]) => o instanceof PDFContentStream);
    expect(made.length).toBeGreaterThanOrEqual(3);
    flattenForm(pdf);
    // what filling made is still there, as plain streams whose contents read as they were drawn
    expect(pdf.context.enumerateIndirectObjects().filter(([, o]) => o instanceof PDFContentStream)).toEqual([]);
    for (const [ref] of made) {
      const stream = pdf.context.lookup(ref);
      expect(stream).toBeInstanceOf(PDFRawStream);
      if (!(stream instanceof PDFRawStream)) continue;
      expect(stream.dict.get(PDFName.of('Filter'))).toBeUndefined();
      expect(stream.getContentsSize()).toBeLessThanOrEqual(PLAIN_STREAM_LIMIT);
    }
    const saved = await PDFDocument.load(await pdf.save());
    expect(saved.catalog.get(PDFName.of('AcroForm'))).toBeUndefined();
    expect(wordsInRect(await pdf.save(), 1, rectOf('Petitioner.Name')).join(' ')).toBe('Ann Lee');
  });

  it('cuts an answer longer than the field takes, with a warning', async () => {
    const pdf = await PDFDocument.load(formFixture('pdf-lib-form.pdf'));
    const warnings: string[] = [];
    await new FormFiller(pdf, nodeFontLoader(), (_f, m) => warnings.push(m)).fill({ field: 'CaseNumber', answer: 'DR1234567890', text: 'DR1234567890' });
    expect(pdf.getForm().getTextField('CaseNumber').getText()).toBe('DR123456');
    expect(warnings).toEqual(['the answer has 12 characters and the field takes 8; it was cut']);
  });

  it('reads check box answers as people give them', () => {
    expect(checks(true, ['Yes'])).toBe(true);
    expect(checks('No', ['Yes'])).toBe(false);
    expect(checks([], ['Yes'])).toBe(false);
    expect(checks(['Yes'], ['Yes'])).toBe(true);
    expect(checks('Joint', ['Yes'], 'Sole')).toBe(false);
    expect(checks(['Sole', 'Joint'], ['Yes'], 'sole')).toBe(true);
    expect(checks(undefined, ['Yes'])).toBe(false);
  });
});

describe('rendering a document that fills its form', () => {
  let bytes: Uint8Array;
  let warnings: string[];
  beforeAll(async () => {
    const image = readFileSync(path.join(SAMPLES_DIR, 'pdf/sample-signature-petitioner.png'));
    const result = await renderDocuments(formRenderInput({ signatures: { petitioner: { image, signedAt: '2026-11-27' } } }));
    bytes = result.bytes;
    warnings = result.warnings.map((w) => w.message);
  });

  it('prints every value inside its own field rectangle (pdftotext -bbox), on each page a field appears', () => {
    expect(warnings).toEqual([]);
    expect(wordsInRect(bytes, 1, rectOf('Petitioner.Name', 0)).join(' ')).toBe('Łucja Đorđević');
    expect(wordsInRect(bytes, 2, rectOf('Petitioner.Name', 1)).join(' ')).toBe('Łucja Đorđević');
    // a comb field spaces its characters one per cell
    expect(wordsInRect(bytes, 1, rectOf('CaseNumber')).join('')).toBe('DR123456');
    expect(wordsInRect(bytes, 1, rectOf('MonthlyIncome')).join(' ')).toBe('$4,600.00');
    expect(wordsInRect(bytes, 1, rectOf('DateOfMarriage')).join(' ')).toBe('06/01/2012');
    expect(wordsInRect(bytes, 1, rectOf('County')).join(' ')).toBe('Pima');
    expect(wordsInRect(bytes, 1, rectOf('Relief')).join(' ')).toContain('Divorce');
  });

  it('leaves a field no answer fills empty', () => {
    expect(wordsInRect(bytes, 1, rectOf('Grounds'))).toEqual([]);
    expect(wordsInRect(bytes, 2, rectOf('SignatureOfPetitioner'))).toEqual([]);
  });

  it('draws the checked box and the chosen radio button, not the others (pdftoppm ink)', () => {
    const residence = fields.get('Residence')!.widgets;
    expect(inkInRect(bytes, 1, rectOf('HasChildren'))).toBeGreaterThan(10);
    expect(inkInRect(bytes, 1, residence[1]!.rect!)).toBeGreaterThan(10);
    expect(inkInRect(bytes, 1, residence[0]!.rect!)).toBe(0);
  });

  it('leaves no AcroForm and no widget, and keeps the placed text and the signature image beside the filled fields', () => {
    expect(formLeftovers(bytes)).toEqual({ acroForm: false, widgets: 0 });
    expect(wordsInRect(bytes, 1, { x: 360, y: 740, width: 230, height: 50 }).join(' ')).toBe('PLACED BESIDE');
    expect(inkInRect(bytes, 2, rectOf('SignatureOfPetitioner'), 1)).toBeGreaterThan(20);
  });

  it('draws nothing of the form when no answer is given, and still leaves no form behind', async () => {
    const empty = await renderDocuments(formRenderInput({ answers: {} }));
    expect(wordsInRect(empty.bytes, 1, rectOf('Petitioner.Name'))).toEqual([]);
    expect(inkInRect(empty.bytes, 1, rectOf('HasChildren'))).toBe(0);
    expect(formLeftovers(empty.bytes)).toEqual({ acroForm: false, widgets: 0 });
  });

  it("fills LibreOffice Writer's form too", async () => {
    const reading = await readFormFields(formFixture('libreoffice-form.pdf'));
    if (!reading.ok) throw new Error(reading.message);
    const lo = new Map(reading.fields.map((f) => [f.name, f]));
    const q = FORM_QUESTIONS;
    const document = formDocument('libreoffice-form.pdf');
    const rename: Record<string, string> = { 'Petitioner.Name': 'PetitionerName', MonthlyIncome: 'MonthlyIncome' };
    document.pages = document.pages.slice(0, 1);
    document.rules![0]!.actions = [
      ...document.rules![0]!.actions!.filter((a) => a.type === 'fill-field' && a.field !== 'CaseNumber' && a.field !== 'DateOfMarriage').map((a) => ({ ...a, field: rename[a.field!] ?? a.field! })),
      { uid: 'f-grounds', type: 'fill-field', location: { page: 1 }, field: 'Grounds', question: 'qformgrounds' },
    ];
    const answers = { ...formAnswers(), [q.name]: 'Ann Lee', qformgrounds: 'Irreconcilable differences\nSeparated since 2024' };
    const result = await renderDocuments(formRenderInput({ documents: [document], answers }));
    expect(result.warnings).toEqual([]);
    const rect = (name: string, widget = 0) => lo.get(name)!.widgets[widget]!.rect!;
    expect(wordsInRect(result.bytes, 1, rect('PetitionerName')).join(' ')).toBe('Ann Lee');
    expect(wordsInRect(result.bytes, 1, rect('MonthlyIncome')).join(' ')).toBe('$4,600.00');
    expect(wordsInRect(result.bytes, 1, rect('County')).join(' ')).toBe('Pima');
    // multiline: both lines inside the field; the list shows its options with the chosen ones
    expect(wordsInRect(result.bytes, 1, rect('Grounds')).join(' ')).toBe('Irreconcilable differences Separated since 2024');
    expect(wordsInRect(result.bytes, 1, rect('Relief')).join(' ')).toContain('Divorce');
    expect(inkInRect(result.bytes, 1, rect('HasChildren'), 1.5)).toBeGreaterThan(3);
    expect(inkInRect(result.bytes, 1, rect('Residence', 1), 1.5)).toBeGreaterThan(3);
    expect(inkInRect(result.bytes, 1, rect('Residence', 0), 1.5)).toBe(0);
    expect(formLeftovers(result.bytes)).toEqual({ acroForm: false, widgets: 0 });
  });

  it('puts the signature date beside the signature in the form, and a text-editor page after the filled pages', async () => {
    const document = formDocument();
    document.pages.push({ name: 'PETITION TERMS', source: { kind: 'blank' } });
    document.rules![0]!.actions!.push(
      // right of the signature field, on its line (page 2, x 398..520, y 610..636 in points)
      { uid: 'placed-date', type: 'pet-signature-date', location: { page: 2, startX: 65, startY: 23.6, width: 20, height: 4 } },
      {
        uid: 'terms',
        title: 'Terms',
        type: 'text-editor',
        location: { page: 3 },
        fontSize: 12,
        savedData: { text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'The petitioner asks the court to enter the decree.' }] }] } },
      },
    );
    const image = readFileSync(path.join(SAMPLES_DIR, 'pdf/sample-signature-petitioner.png'));
    const result = await renderDocuments(formRenderInput({ documents: [document], signatures: { petitioner: { image, signedAt: '2026-11-27' } } }));
    expect(result.warnings).toEqual([]);
    expect(result.pageCount).toBe(3);
    expect(wordsInRect(result.bytes, 1, rectOf('Petitioner.Name')).join(' ')).toBe('Łucja Đorđević');
    expect(inkInRect(result.bytes, 2, rectOf('SignatureOfPetitioner'), 1)).toBeGreaterThan(20);
    expect(wordsInRect(result.bytes, 2, { x: 397, y: 605, width: 130, height: 35 }).join(' ')).toBe('11/27/2026');
    expect(wordsInRect(result.bytes, 3, { x: 0, y: 0, width: 612, height: 792 }).join(' ')).toBe('The petitioner asks the court to enter the decree.');
    expect(formLeftovers(result.bytes)).toEqual({ acroForm: false, widgets: 0 });
  });

  it('flattening a form without fields or widgets changes nothing', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    flattenForm(pdf);
    expect(pdf.getPageCount()).toBe(1);
  });

  it("a court's revision whose producer left a deleted widget in the page's annotations renders to a file poppler reads without rebuilding its cross-reference table", async () => {
    // pdf-lib's removeField deletes a field's widget but leaves its reference in the page's /Annots
    const revision = await PDFDocument.load(formFixture('pdf-lib-form.pdf'));
    revision.getForm().removeField(revision.getForm().getOptionList('Relief'));
    const revised = await revision.save();
    expect(popplerComplaints(revised)).toMatch(/Invalid XRef entry/);
    const document = formDocument();
    document.rules![0]!.actions = document.rules![0]!.actions!.filter((a) => a.field !== 'Relief');
    const result = await renderDocuments(formRenderInput({ documents: [document], loadAsset: async () => revised }));
    expect(popplerComplaints(result.bytes)).toBe('');
    expect(wordsInRect(result.bytes, 1, rectOf('Petitioner.Name')).join(' ')).toBe('Łucja Đorđević');
    expect(formLeftovers(result.bytes)).toEqual({ acroForm: false, widgets: 0 });
  });

  it('mending drops a dangling annotation and gives any other dangling reference a null object', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage();
    const gone = pdf.context.nextRef();
    const alsoGone = pdf.context.nextRef();
    const kept = pdf.context.register(pdf.context.obj({ Type: 'Annot', Subtype: 'Square', Rect: [0, 0, 10, 10] }));
    page.node.set(PDFName.of('Annots'), pdf.context.obj([gone, kept]));
    page.node.set(PDFName.of('Extra'), alsoGone);
    expect(mendDanglingReferences(pdf.context)).toBe(1);
    expect(page.node.Annots()!.asArray()).toEqual([kept]);
    expect(pdf.context.lookup(alsoGone)).toBe(PDFNull);
    expect(pdf.context.lookup(gone)).toBeUndefined();
    expect(popplerComplaints(await pdf.save())).toBe('');
  });
});
