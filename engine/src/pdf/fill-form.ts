// Fills a fillable PDF's own fields by name and flattens them, in the template's own document, before the renderer
// copies its pages (copying pages drops the form). Text is drawn in the field's font where that standard font
// encodes the answer, else in the engine's TTF of the same style; size, auto-size (0), alignment, comb and multiline
// are the field's own (pdf-lib's appearance provider). Check boxes and radio buttons take their export values, lists
// their options; every widget of a field gets the value. Flattening draws each widget's appearance on its page and
// removes the widgets and the AcroForm, so nothing editable is left to seal.
import fontkit from '@pdf-lib/fontkit';
import {
  concatTransformationMatrix,
  drawObject,
  PDFArray,
  PDFCheckBox,
  PDFDict,
  type PDFDocument,
  PDFDropdown,
  type PDFField,
  type PDFFont,
  PDFName,
  PDFNumber,
  PDFOptionList,
  type PDFPage,
  PDFContentStream,
  PDFRadioGroup,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFTextField,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
} from 'pdf-lib';
import type { FontLoader } from './fonts.ts';
import { parseDefaultAppearance, removeXfa } from './form-fields.ts';

export interface FieldFill {
  /** The field's fully qualified name. */
  field: string;
  /** The raw answer (a check box or list reads it). */
  answer: unknown;
  /** The answer as text, formatted as the document prints it (a text field or drop-down shows it). */
  text: string;
  /** A check box: checked when the answer is (or includes) this value; absent: when the answer is yes/true/non-empty. */
  whenAnswer?: string;
}

/** Standard fonts by the resource names forms use in their default appearance. */
const STANDARD_BY_NAME: Record<string, StandardFonts> = {
  Helv: StandardFonts.Helvetica,
  Helvetica: StandardFonts.Helvetica,
  He: StandardFonts.Helvetica,
  Arial: StandardFonts.Helvetica,
  HeBo: StandardFonts.HelveticaBold,
  'Helvetica-Bold': StandardFonts.HelveticaBold,
  TiRo: StandardFonts.TimesRoman,
  'Times-Roman': StandardFonts.TimesRoman,
  TimesNewRoman: StandardFonts.TimesRoman,
  TiBo: StandardFonts.TimesRomanBold,
  Cour: StandardFonts.Courier,
  Courier: StandardFonts.Courier,
  CoBo: StandardFonts.CourierBold,
};

/** The engine's TTF of the same look, for an answer the standard font cannot encode (or a font Accord cannot reuse). */
function ttfFor(standard: StandardFonts | undefined): string {
  switch (standard) {
    case StandardFonts.TimesRoman:
      return 'Tinos-Regular.ttf';
    case StandardFonts.TimesRomanBold:
      return 'Tinos-Bold.ttf';
    case StandardFonts.HelveticaBold:
    case StandardFonts.CourierBold:
      return 'Arimo-Bold.ttf';
    default:
      return 'Arimo-Regular.ttf';
  }
}

const YES = new Set(['true', 'yes', 'y', 'on', 'checked', 'x', '1']);
const NO = new Set(['', 'false', 'no', 'n', 'off', 'unchecked', '0']);

function norm(value: string): string {
  return value.trim().toLowerCase();
}

/** Whether an answer checks a check box (whose export values are `onValues`). */
export function checks(answer: unknown, onValues: string[], whenAnswer?: string): boolean {
  if (whenAnswer !== undefined) {
    const want = norm(whenAnswer);
    const values = Array.isArray(answer) ? answer : [answer];
    return values.some((v) => (typeof v === 'string' || typeof v === 'number') && norm(String(v)) === want);
  }
  if (answer === undefined || answer === null) return false;
  if (typeof answer === 'boolean') return answer;
  if (typeof answer === 'number') return answer !== 0;
  if (Array.isArray(answer)) return answer.length > 0;
  if (typeof answer === 'string') {
    const v = norm(answer);
    if (onValues.some((on) => norm(on) === v)) return true;
    if (NO.has(v)) return false;
    return YES.has(v) || v.length > 0;
  }
  return true;
}

/** The option an answer names: exact, then ignoring case and spaces. */
function matchOption(value: string, options: string[]): string | undefined {
  return options.find((o) => o === value) ?? options.find((o) => norm(o) === norm(value));
}

function answerValues(answer: unknown, text: string): string[] {
  if (Array.isArray(answer)) return answer.filter((v) => v !== null && v !== undefined).map(String);
  if (answer === undefined || answer === null || answer === '') return [];
  return typeof answer === 'string' || typeof answer === 'number' ? [String(answer)] : text ? [text] : [];
}

export class FormFiller {
  private readonly fonts = new Map<string, Promise<PDFFont>>();
  private readonly characters = new Map<PDFFont, Set<number>>();
  private fontkitRegistered = false;
  /** The fields by name, listed once (pdf-lib's getFieldMaybe walks every field at each call). */
  private byName: Map<string, PDFField> | undefined;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly loadFont: FontLoader,
    private readonly warn: (field: string, message: string) => void,
  ) {
    removeXfa(pdf);
  }

  private font(key: string, make: () => Promise<PDFFont>): Promise<PDFFont> {
    let font = this.fonts.get(key);
    if (!font) {
      font = make();
      this.fonts.set(key, font);
    }
    return font;
  }

  /** The field's own standard font when it encodes the text, else the engine's TTF of the same look. */
  async fontFor(field: PDFField, text: string): Promise<PDFFont> {
    const { fontName } = parseDefaultAppearance(field.acroField.getDefaultAppearance() ?? undefined);
    const standard = fontName ? STANDARD_BY_NAME[fontName] : undefined;
    if (standard) {
      const font = await this.font(standard, async () => this.pdf.embedStandardFont(standard));
      let encodes = this.characters.get(font);
      if (!encodes) this.characters.set(font, (encodes = new Set(font.getCharacterSet())));
      if ([...text.replace(/[\r\n]/g, '')].every((c) => encodes.has(c.codePointAt(0) as number))) return font;
    }
    const file = ttfFor(standard);
    return this.font(file, async () => {
      if (!this.fontkitRegistered) {
        this.pdf.registerFontkit(fontkit);
        this.fontkitRegistered = true;
      }
      return this.pdf.embedFont(await this.loadFont(file), { subset: true });
    });
  }

  /** Fills one field; a field the form lacks or an answer that fits none of its options is a warning, not a failure. */
  async fill(fill: FieldFill): Promise<void> {
    this.byName ??= new Map(this.pdf.getForm().getFields().map((f) => [f.getName(), f]));
    const field = this.byName.get(fill.field);
    if (!field) return this.warn(fill.field, `the template has no field named "${fill.field}"; nothing was filled`);
    if (givePlacelessWidgetsAnEmptyRect(field)) this.warn(fill.field, `the field "${fill.field}" has no place on a page: it was filled, but nothing of it shows`);
    if (field instanceof PDFTextField) {
      let text = fill.text;
      if (!field.isMultiline()) text = text.replace(/\s*[\r\n]+\s*/g, ' ');
      const max = field.getMaxLength();
      if (max !== undefined && text.length > max) {
        this.warn(fill.field, `the answer has ${text.length} characters and the field takes ${max}; it was cut`);
        text = text.slice(0, max);
      }
      if (!text) return;
      field.setText(text);
      field.updateAppearances(await this.fontFor(field, text));
      return;
    }
    if (field instanceof PDFCheckBox) {
      const onValues = field.acroField.getWidgets().flatMap((w) => w.getOnValue()?.decodeText() ?? []);
      if (checks(fill.answer, onValues, fill.whenAnswer)) field.check();
      return;
    }
    if (field instanceof PDFRadioGroup) {
      const [value] = answerValues(fill.answer, fill.text);
      if (value === undefined) return;
      const option = matchOption(value, field.getOptions());
      if (option === undefined) return this.warn(fill.field, `"${value}" is none of the field's choices (${field.getOptions().join(', ')}); left empty`);
      field.select(option);
      return;
    }
    if (field instanceof PDFDropdown || field instanceof PDFOptionList) {
      const options = field.getOptions();
      const values = answerValues(fill.answer, fill.text);
      const chosen: string[] = [];
      for (const value of values) {
        const option = matchOption(value, options);
        if (option !== undefined) chosen.push(option);
        else if (field instanceof PDFDropdown && field.isEditable()) chosen.push(value);
        else this.warn(fill.field, `"${value}" is none of the field's choices (${options.join(', ')}); left out`);
      }
      if (!chosen.length) return;
      const picked = field instanceof PDFOptionList && !field.isMultiselect() ? chosen.slice(0, 1) : field instanceof PDFDropdown ? chosen.slice(0, 1) : chosen;
      field.select(picked);
      field.updateAppearances(await this.fontFor(field, picked.join('')));
      return;
    }
    this.warn(fill.field, `the field "${fill.field}" is a ${field.constructor.name.replace(/^PDF/, '').toLowerCase()}, which cannot be filled`);
  }
}

/**
 * pdf-lib draws each widget's appearance from its rectangle and throws on a widget without one (a court form may have
 * such a field, listed with a warning when its fields are read): that widget gets an empty rectangle, so filling works
 * and flattening draws nothing of it. Whether there was one.
 */
function givePlacelessWidgetsAnEmptyRect(field: PDFField): boolean {
  let placeless = false;
  for (const widget of field.acroField.getWidgets()) {
    if (widget.dict.lookupMaybe(PDFName.of('Rect'), PDFArray)) continue;
    widget.dict.set(PDFName.of('Rect'), widget.dict.context.obj([0, 0, 0, 0]));
    placeless = true;
  }
  return placeless;
}

/** The appearance stream a widget shows now (its state's, for a check box or radio button), if it has one. */
function appearanceOf(widgetDict: PDFDict): PDFRef | undefined {
  const ap = widgetDict.lookupMaybe(PDFName.of('AP'), PDFDict);
  const n = ap?.get(PDFName.of('N'));
  if (n instanceof PDFRef) return widgetDict.context.lookup(n) instanceof PDFStream ? n : undefined;
  const states = n instanceof PDFDict ? n : n instanceof PDFRef ? widgetDict.context.lookupMaybe(n, PDFDict) : undefined;
  if (!states) return undefined;
  const state = widgetDict.lookupMaybe(PDFName.of('AS'), PDFName);
  const ref = state ? states.get(state) : undefined;
  return ref instanceof PDFRef ? ref : undefined;
}

function numbers(array: PDFArray | undefined, fallback: number[]): number[] {
  if (!array) return fallback;
  const values = array.asArray().map((v) => (v instanceof PDFNumber ? v.asNumber() : NaN));
  return values.length === fallback.length && values.every(Number.isFinite) ? values : fallback;
}

const HIDDEN = 1 << 1;

/**
 * Draws every widget's appearance on its page (mapped from its BBox and Matrix onto its Rect, as viewers do), then
 * removes the widgets from the pages and the AcroForm from the document. Widgets without a page, a rectangle or an
 * appearance (an empty field that was never filled) draw nothing.
 */
export function flattenForm(pdf: PDFDocument): void {
  const context = pdf.context;
  const acroForm = pdf.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (!acroForm) return;
  const widgetNames = new Set(['Widget']);
  for (const page of pdf.getPages()) {
    const annots = page.node.Annots();
    if (!annots) continue;
    const kept: (PDFRef | PDFDict)[] = [];
    let wrapped = false;
    for (let i = 0; i < annots.size(); i++) {
      const raw = annots.get(i);
      const annot = annots.lookup(i);
      if (!(annot instanceof PDFDict) || !widgetNames.has(annot.lookupMaybe(PDFName.of('Subtype'), PDFName)?.decodeText() ?? '')) {
        if (raw instanceof PDFRef || raw instanceof PDFDict) kept.push(raw);
        continue;
      }
      if (!wrapped) {
        // the page's own content may leave its graphics state changed: the widgets are drawn from a clean one
        const start = context.register(context.contentStream([pushGraphicsState()]));
        const end = context.register(context.contentStream([popGraphicsState()]));
        page.node.wrapContentStreams(start, end);
        wrapped = true;
      }
      drawWidget(page, annot);
    }
    if (kept.length) page.node.set(PDFName.of('Annots'), context.obj(kept));
    else page.node.delete(PDFName.of('Annots'));
  }
  pdf.catalog.delete(PDFName.of('AcroForm'));
  storeSmallStreamsPlain(pdf);
}

/**
 * Streams under this size are written as they are: pdf-lib deflates each content stream on its own at save (pako
 * sets up a fresh 64 KB window every time), which for a field's appearance of a few hundred bytes costs far more time
 * and memory than the bytes it saves. A 200-field form makes 200 such streams.
 */
export const PLAIN_STREAM_LIMIT = 2048;

/**
 * The content streams made in this session (the appearances filling drew, the operators flattening added: a parsed
 * stream is a raw stream, kept as it came) that are small, replaced by the same contents undeflated.
 */
export function storeSmallStreamsPlain(pdf: PDFDocument): void {
  const context = pdf.context;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFContentStream) || object.getUnencodedContentsSize() > PLAIN_STREAM_LIMIT) continue;
    const contents = object.getUnencodedContents();
    object.dict.delete(PDFName.of('Filter'));
    context.assign(ref, PDFRawStream.of(object.dict, contents));
  }
}

function drawWidget(page: PDFPage, widget: PDFDict): void {
  const flags = widget.lookupMaybe(PDFName.of('F'), PDFNumber)?.asNumber() ?? 0;
  if (flags & HIDDEN) return;
  const ref = appearanceOf(widget);
  const rectArray = widget.lookupMaybe(PDFName.of('Rect'), PDFArray);
  if (!ref || !rectArray) return;
  const [x1, y1, x2, y2] = numbers(rectArray, [0, 0, 0, 0]) as [number, number, number, number];
  const rect = { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
  if (!rect.width || !rect.height) return;
  const stream = widget.context.lookup(ref) as PDFStream;
  const [b1, b2, b3, b4] = numbers(stream.dict.lookupMaybe(PDFName.of('BBox'), PDFArray), [0, 0, rect.width, rect.height]) as [number, number, number, number];
  const [a, b, c, d, e, f] = numbers(stream.dict.lookupMaybe(PDFName.of('Matrix'), PDFArray), [1, 0, 0, 1, 0, 0]) as [number, number, number, number, number, number];
  // the BBox's corners through the form's Matrix: the box the appearance covers, mapped onto the Rect
  const corners = [
    [b1, b2],
    [b3, b2],
    [b1, b4],
    [b3, b4],
  ].map(([x, y]) => [a * (x as number) + c * (y as number) + e, b * (x as number) + d * (y as number) + f] as [number, number]);
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const box = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  if (!box.width || !box.height) return;
  const sx = rect.width / box.width;
  const sy = rect.height / box.height;
  const name = page.node.newXObject('FlatWidget', ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(sx, 0, 0, sy, rect.x - box.x * sx, rect.y - box.y * sy),
    drawObject(name),
    popGraphicsState(),
  );
}
