// Reads the fields of a fillable PDF (an AcroForm): what a court's published form asks, per page, with what filling
// each field needs to know (kind, options, limits, where its widgets are). Never throws on a bad form: an encrypted
// form, an XFA-only form or one with too many fields comes back as a message in the author's words.
import {
  PDFCheckBox,
  PDFDict,
  PDFDocument,
  PDFDropdown,
  type PDFField,
  PDFHexString,
  PDFName,
  PDFOptionList,
  PDFRadioGroup,
  PDFSignature,
  PDFString,
  PDFTextField,
  TextAlignment,
} from 'pdf-lib';

export const FORM_FIELD_KINDS = ['text', 'checkbox', 'radio', 'dropdown', 'list', 'button', 'signature'] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];

/** More fields than this and the form is refused: no court form comes near it, and each field becomes a question. */
export const MAX_FORM_FIELDS = 5000;

export interface FieldRect {
  /** PDF points from the page's lower-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FormWidget {
  /** 1-based page; null when the widget sits on no page of the document. */
  page: number | null;
  /** null when the widget has no rectangle (it can be filled but not drawn). */
  rect: FieldRect | null;
  /** A check box's or radio button's export value for this widget. */
  onValue?: string;
}

export interface FormField {
  /** The fully qualified name (parent.child), what a fill action names. */
  name: string;
  kind: FormFieldKind;
  tooltip?: string;
  /** Radio groups and check boxes: export values; drop-downs and lists: the options as shown. */
  options: string[];
  required: boolean;
  readOnly: boolean;
  maxLength?: number;
  comb: boolean;
  multiline: boolean;
  /** A drop-down that accepts a value of its own. */
  editable: boolean;
  /** A list where several options can be chosen. */
  multiSelect: boolean;
  alignment: 'left' | 'center' | 'right';
  /** The size in the field's default appearance; 0 means the viewer sizes the text to fit. */
  fontSize?: number;
  /** The font the default appearance names (a resource name such as Helv). */
  fontName?: string;
  /** What the form's own scripts format the field as. */
  format?: 'date' | 'money' | 'number';
  widgets: FormWidget[];
}

export type FormProblem = 'not-pdf' | 'encrypted' | 'corrupt' | 'xfa-only' | 'too-many-fields';

export type FormReading =
  | { ok: true; fields: FormField[]; pageSizes: { width: number; height: number }[]; warnings: string[] }
  | { ok: false; problem: FormProblem; message: string };

/** The author's words for each problem. */
export const FORM_MESSAGES = {
  'not-pdf': 'This file is not a PDF, so no form fields can be read from it.',
  encrypted:
    'This form is protected (encrypted), so Accord cannot read or fill its fields. Remove its security in a PDF program (for example qpdf --decrypt) and upload that copy.',
  corrupt: 'This PDF is damaged, so its form fields cannot be read. Save it again from a PDF program and upload that copy.',
  'xfa-only':
    'This form is an XFA form (made with Adobe LiveCycle): its fields are not PDF form fields, so Accord cannot fill them. Ask the court for the AcroForm version, or save it as a standard fillable PDF in Adobe Acrobat.',
  'too-many-fields': `This form has more than ${MAX_FORM_FIELDS} fields; Accord reads forms of up to ${MAX_FORM_FIELDS} fields. Split it into smaller forms.`,
} as const satisfies Record<FormProblem, string>;

function decodeText(value: unknown): string | undefined {
  if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText();
  if (value instanceof PDFName) return value.decodeText();
  return undefined;
}

/** The size and font a default appearance string (DA, e.g. '/Helv 0 Tf 0 g') names. */
export function parseDefaultAppearance(da: string | undefined): { fontName?: string; fontSize?: number } {
  const m = da ? /\/([^\s/]+)\s+(-?\d*\.?\d+)\s+Tf/.exec(da) : null;
  if (!m) return {};
  return { fontName: m[1], fontSize: Number(m[2]) };
}

function fieldKind(field: PDFField): FormFieldKind {
  if (field instanceof PDFTextField) return 'text';
  if (field instanceof PDFCheckBox) return 'checkbox';
  if (field instanceof PDFRadioGroup) return 'radio';
  if (field instanceof PDFDropdown) return 'dropdown';
  if (field instanceof PDFOptionList) return 'list';
  if (field instanceof PDFSignature) return 'signature';
  return 'button';
}

/** What the field's keystroke/format script (AFDate_FormatEx, AFNumber_Format with a '$') says it holds. */
function scriptFormat(dict: PDFDict): FormField['format'] {
  const aa = dict.lookup(PDFName.of('AA'));
  if (!(aa instanceof PDFDict)) return undefined;
  const f = aa.lookup(PDFName.of('F'));
  if (!(f instanceof PDFDict)) return undefined;
  const js = f.lookup(PDFName.of('JS'));
  const script = decodeText(js) ?? (js && 'getContentsString' in js ? (js as { getContentsString(): string }).getContentsString() : '');
  if (/AFDate_Format/.test(script)) return 'date';
  if (/AFNumber_Format\s*\([^)]*\$/.test(script)) return 'money';
  if (/AFNumber_Format/.test(script)) return 'number';
  return undefined;
}

const ALIGNMENTS: Record<number, FormField['alignment']> = {
  [TextAlignment.Left]: 'left',
  [TextAlignment.Center]: 'center',
  [TextAlignment.Right]: 'right',
};

/** The fields of an already loaded document. Throws only what pdf-lib throws on a damaged form. */
export function listFormFields(pdf: PDFDocument): { fields: FormField[]; warnings: string[]; xfaOnly: boolean; tooMany?: true } {
  const warnings: string[] = [];
  const pages = pdf.getPages();
  // which page each widget annotation sits on, by the annotation's dictionary
  const pageOf = new Map<unknown, number>();
  pages.forEach((page, i) => {
    const annots = page.node.Annots();
    if (!annots) return;
    for (let k = 0; k < annots.size(); k++) pageOf.set(annots.lookup(k), i + 1);
  });
  const hasXfa = removeXfa(pdf);
  const form = pdf.getForm();
  const all = form.getFields();
  if (all.length === 0) return { fields: [], warnings, xfaOnly: hasXfa };
  if (all.length > MAX_FORM_FIELDS) return { fields: [], warnings, xfaOnly: false, tooMany: true };
  if (hasXfa) warnings.push('This form also holds an XFA version of its fields; Accord fills the standard fields and leaves the XFA version out.');
  const fields = all.map((field): FormField => {
    const acro = field.acroField;
    const kind = fieldKind(field);
    const da = parseDefaultAppearance(acro.getWidgets()[0]?.getDefaultAppearance() ?? acro.getDefaultAppearance() ?? undefined);
    // a button's export values (its /Opt) stand for its widgets' appearance state names, which may be indices
    const exportValues = field instanceof PDFCheckBox || field instanceof PDFRadioGroup ? field.acroField.getExportValues() : undefined;
    const widgets = acro.getWidgets().map((widget, index): FormWidget => {
      const rectangle = widget.dict.lookup(PDFName.of('Rect')) ? widget.getRectangle() : undefined;
      const rect = rectangle && rectangle.width !== 0 && rectangle.height !== 0 ? normalize(rectangle) : null;
      const onValue = kind === 'checkbox' || kind === 'radio' ? (exportValues?.[index]?.decodeText() ?? widget.getOnValue()?.decodeText()) : undefined;
      return { page: pageOf.get(widget.dict) ?? null, rect, ...(onValue !== undefined ? { onValue } : {}) };
    });
    const name = field.getName();
    if (widgets.length === 0 || widgets.every((w) => !w.rect || w.page === null))
      warnings.push(`The field "${name}" has no place on a page: it can be filled, but nothing of it shows on the form.`);
    const options =
      field instanceof PDFRadioGroup
        ? field.getOptions()
        : field instanceof PDFDropdown || field instanceof PDFOptionList
          ? field.getOptions()
          : field instanceof PDFCheckBox
            ? [...new Set(widgets.map((w) => w.onValue).filter((v): v is string => !!v))]
            : [];
    const text = field instanceof PDFTextField ? field : undefined;
    const maxLength = text?.getMaxLength();
    const tooltip = decodeText(acro.dict.lookup(PDFName.of('TU')))?.trim();
    const format = scriptFormat(acro.dict);
    return {
      name,
      kind,
      ...(tooltip ? { tooltip } : {}),
      options,
      required: field.isRequired(),
      readOnly: field.isReadOnly(),
      ...(maxLength !== undefined ? { maxLength } : {}),
      comb: text?.isCombed() ?? false,
      multiline: text?.isMultiline() ?? false,
      editable: field instanceof PDFDropdown ? field.isEditable() : false,
      multiSelect: field instanceof PDFOptionList ? field.isMultiselect() : false,
      alignment: text ? (ALIGNMENTS[text.getAlignment()] ?? 'left') : 'left',
      ...(da.fontSize !== undefined ? { fontSize: da.fontSize } : {}),
      ...(da.fontName ? { fontName: da.fontName } : {}),
      ...(format ? { format } : {}),
      widgets,
    };
  });
  return { fields, warnings, xfaOnly: false };
}

/**
 * Removes a form's XFA version (pdf-lib's getForm would, with a console warning): viewers that know XFA would show it
 * instead of the fields Accord fills. Returns whether there was one.
 */
export function removeXfa(pdf: PDFDocument): boolean {
  const acroForm = pdf.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (!acroForm?.has(PDFName.of('XFA'))) return false;
  acroForm.delete(PDFName.of('XFA'));
  return true;
}

function normalize(r: FieldRect): FieldRect {
  const x = r.width < 0 ? r.x + r.width : r.x;
  const y = r.height < 0 ? r.y + r.height : r.y;
  return { x, y, width: Math.abs(r.width), height: Math.abs(r.height) };
}

/** Reads a PDF's form fields; a form that cannot be used gets a message, never an exception. */
export async function readFormFields(input: Uint8Array | PDFDocument): Promise<FormReading> {
  let pdf: PDFDocument;
  if (input instanceof PDFDocument) pdf = input;
  else {
    const head = new TextDecoder('latin1').decode(input.subarray(0, 1024));
    if (!head.includes('%PDF-')) return { ok: false, problem: 'not-pdf', message: FORM_MESSAGES['not-pdf'] };
    try {
      pdf = await PDFDocument.load(input, { updateMetadata: false });
    } catch (error) {
      const encrypted = /encrypt/i.test((error as Error).message ?? '');
      return { ok: false, problem: encrypted ? 'encrypted' : 'corrupt', message: FORM_MESSAGES[encrypted ? 'encrypted' : 'corrupt'] };
    }
  }
  try {
    const pageSizes = pdf.getPages().map((page) => page.getSize());
    const { fields, warnings, xfaOnly, tooMany } = listFormFields(pdf);
    if (xfaOnly) return { ok: false, problem: 'xfa-only', message: FORM_MESSAGES['xfa-only'] };
    if (tooMany) return { ok: false, problem: 'too-many-fields', message: FORM_MESSAGES['too-many-fields'] };
    return { ok: true, fields, pageSizes, warnings };
  } catch {
    return { ok: false, problem: 'corrupt', message: FORM_MESSAGES.corrupt };
  }
}

/** The fields drawn on one page (1-based), each with only its widgets on that page. */
export function fieldsOnPage(fields: FormField[], page: number): FormField[] {
  return fields.flatMap((field) => {
    const widgets = field.widgets.filter((w) => w.page === page);
    return widgets.length ? [{ ...field, widgets }] : [];
  });
}
