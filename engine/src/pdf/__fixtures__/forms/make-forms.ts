// Makes the fillable-form fixtures the form tests read (run: npx tsx engine/src/pdf/__fixtures__/forms/make-forms.ts).
// The PDFs are committed, so the tests need neither LibreOffice nor qpdf; this script says how each was made:
// - pdf-lib-form.pdf: pdf-lib's own form fields of every kind, one field on two pages, money and date scripts;
// - libreoffice-form.pdf: libreoffice-form.html converted by LibreOffice Writer (another producer's fields);
// - encrypted-form.pdf: pdf-lib-form.pdf encrypted by qpdf (AES-256, empty user password);
// - xfa-only-form.pdf: an AcroForm with an XFA stream and no fields (what LiveCycle forms look like to a reader);
// - no-rect-form.pdf: a form whose one field's widget has no rectangle.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PDFDict, PDFDocument, PDFName, PDFString, type PDFTextField, StandardFonts, TextAlignment, rgb } from 'pdf-lib';

const DIR = path.dirname(fileURLToPath(import.meta.url));

function formatScript(field: PDFTextField, script: string) {
  const context = field.acroField.dict.context;
  const action = context.obj({ S: 'JavaScript' }) as PDFDict;
  action.set(PDFName.of('JS'), PDFString.of(script));
  const aa = context.obj({}) as PDFDict;
  aa.set(PDFName.of('F'), action);
  field.acroField.dict.set(PDFName.of('AA'), aa);
}

function tooltip(field: { acroField: { dict: PDFDict } }, text: string) {
  field.acroField.dict.set(PDFName.of('TU'), PDFString.of(text));
}

/** The pdf-lib form: what the tests fill and read back (field rectangles in points from the lower left). */
export async function makePdfLibForm(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page1 = pdf.addPage([612, 792]);
  const page2 = pdf.addPage([612, 792]);
  const label = (page: typeof page1, text: string, y: number) => page.drawText(text, { x: 50, y: y + 5, size: 9, font, color: rgb(0, 0, 0) });
  const form = pdf.getForm();

  const name = form.createTextField('Petitioner.Name');
  tooltip(name, "Petitioner's full name");
  name.enableRequired();
  label(page1, 'Name', 700);
  name.addToPage(page1, { x: 150, y: 700, width: 250, height: 20 });
  label(page2, 'Name (again)', 700);
  name.addToPage(page2, { x: 150, y: 700, width: 250, height: 20 });
  name.setFontSize(11);

  const caseNumber = form.createTextField('CaseNumber');
  caseNumber.setMaxLength(8);
  caseNumber.enableCombing();
  label(page1, 'Case number', 660);
  caseNumber.addToPage(page1, { x: 150, y: 660, width: 200, height: 22 });
  caseNumber.setFontSize(12);

  const grounds = form.createTextField('Grounds');
  grounds.enableMultiline();
  label(page1, 'Grounds', 560);
  grounds.addToPage(page1, { x: 150, y: 560, width: 300, height: 80 });
  grounds.setFontSize(10);

  const income = form.createTextField('MonthlyIncome');
  formatScript(income, 'AFNumber_Format(2, 0, 0, 0, "$", true);');
  income.setAlignment(TextAlignment.Right);
  label(page1, 'Monthly income', 520);
  income.addToPage(page1, { x: 150, y: 520, width: 120, height: 20 });
  income.setFontSize(10);

  const married = form.createTextField('DateOfMarriage');
  formatScript(married, 'AFDate_FormatEx("mm/dd/yyyy");');
  label(page1, 'Date of marriage', 480);
  married.addToPage(page1, { x: 150, y: 480, width: 120, height: 20 });

  const children = form.createCheckBox('HasChildren');
  tooltip(children, 'The parties have minor children');
  label(page1, 'Minor children', 440);
  children.addToPage(page1, { x: 150, y: 440, width: 14, height: 14 });

  const residence = form.createRadioGroup('Residence');
  label(page1, 'Residence: state / county', 400);
  residence.addOptionToPage('State', page1, { x: 150, y: 400, width: 14, height: 14 });
  residence.addOptionToPage('County', page1, { x: 200, y: 400, width: 14, height: 14 });

  const county = form.createDropdown('County');
  county.setOptions(['Maricopa', 'Pima', 'Yavapai']);
  label(page1, 'County', 360);
  county.addToPage(page1, { x: 150, y: 360, width: 150, height: 20 });
  county.setFontSize(10);

  const relief = form.createOptionList('Relief');
  relief.setOptions(['Divorce', 'Custody', 'Support']);
  relief.enableMultiselect();
  label(page1, 'Relief', 280);
  relief.addToPage(page1, { x: 150, y: 280, width: 150, height: 60 });
  relief.setFontSize(10);

  const signature = form.createTextField('SignatureOfPetitioner');
  label(page2, 'Signature', 600);
  signature.addToPage(page2, { x: 150, y: 600, width: 220, height: 40 });
  // an auto-sized field (size 0 in its default appearance): pdf-lib writes the size it computed into the DA when it
  // draws an appearance, so the 0 is set on the saved form, whose appearances are already drawn
  const saved = await PDFDocument.load(await pdf.save());
  const auto = saved.getForm().getTextField('DateOfMarriage').acroField;
  for (const dict of [auto.dict, ...auto.getWidgets().map((w) => w.dict)])
    dict.set(PDFName.of('DA'), PDFString.of('0 0 0 rg\n/Helvetica 0 Tf'));
  return saved.save({ updateFieldAppearances: false });
}

async function makeXfaOnly(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawText('Please wait... this form needs Adobe Reader.', { x: 50, y: 700, size: 12 });
  const xfa = pdf.context.stream('<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template/></xdp:xdp>');
  const acroForm = pdf.context.obj({ Fields: [] }) as PDFDict;
  acroForm.set(PDFName.of('XFA'), pdf.context.register(xfa));
  pdf.catalog.set(PDFName.of('AcroForm'), pdf.context.register(acroForm));
  return pdf.save();
}

async function makeNoRect(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const form = pdf.getForm();
  form.createTextField('Placed').addToPage(page, { x: 100, y: 600, width: 200, height: 20 });
  const hidden = form.createTextField('Nowhere');
  hidden.addToPage(page, { x: 100, y: 500, width: 200, height: 20 });
  for (const widget of hidden.acroField.getWidgets()) widget.dict.delete(PDFName.of('Rect'));
  return pdf.save();
}

async function main() {
  const pdfLib = path.join(DIR, 'pdf-lib-form.pdf');
  writeFileSync(pdfLib, await makePdfLibForm());
  writeFileSync(path.join(DIR, 'xfa-only-form.pdf'), await makeXfaOnly());
  writeFileSync(path.join(DIR, 'no-rect-form.pdf'), await makeNoRect());
  execFileSync('qpdf', ['--encrypt', '', 'owner-secret', '256', '--', pdfLib, path.join(DIR, 'encrypted-form.pdf')]);
  if (existsSync('/usr/bin/soffice')) {
    const out = mkdtempSync(path.join(tmpdir(), 'accord-lo-'));
    execFileSync('soffice', [
      '--headless',
      '--infilter=HTML (StarWriter)',
      '--convert-to',
      'pdf:writer_pdf_Export:{"ExportFormFields":{"type":"boolean","value":"true"}}',
      path.join(DIR, 'libreoffice-form.html'),
      '--outdir',
      out,
    ]);
    copyFileSync(path.join(out, 'libreoffice-form.pdf'), path.join(DIR, 'libreoffice-form.pdf'));
  } else console.warn('soffice is not installed: libreoffice-form.pdf was left as it was');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
