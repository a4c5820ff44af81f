// renderDocuments: the one entry point that turns a workflow's documents, the answers and the signatures
// into one PDF. Template pages are copied as vector pages; actions are drawn on top; rich text flows
// onto added pages. Which documents, rules and static blocks apply is decided by the caller through
// `RenderDecisions` (the engine's evaluation in production, a fixed plan in tests and the bench).
import { NO_DOCUMENTS_TEXT } from './no-documents.ts';
import { LineCapStyle, ParseSpeeds, PDFDocument, PDFName, type PDFEmbeddedPage, type PDFImage, type PDFPage, rgb, type RGB } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import type {
  Action,
  AutoNumberingLevel,
  Document,
  DocumentPage,
  DocumentRule,
  DynamicBlock,
  FontFamily,
  MarkSize,
  Margins,
  TextColor,
} from '../definition/documents.ts';
import { RenderError, type RenderErrorCode, type RenderLocation, type RenderWarning } from './errors.ts';
import { FontSet, fontStyle, sanitizeText, type EmbeddedFont, type FontLoader, type FontStyle } from './fonts.ts';
import { type FieldFill, FormFiller, flattenForm } from './fill-form.ts';
import { AnswerShapeError, type FieldInfo, finalFileName, formatAnswer, formatSignatureDate } from './format.ts';
import { type BlockContent, type Box, type DrawOp, expandRichText, flowParagraphs, type FlowParagraph, type ImageRef } from './rich-text.ts';
import { type DocumentReading, highestMcid, PAGINATION_ARTIFACT, PdfStructure, type StructureElement, type StructureKind } from './structure.ts';
import { fitText } from './text-box.ts';
import { PageCanvas } from './page-canvas.ts';
import { mendDanglingReferences } from './references.ts';

export const LETTER: [number, number] = [612, 792];
/** The builder's page scale. */
export const PAGE_SCALE = { width: 100, height: 120 } as const;

/** Side of an X or check mark, in points, per size: the spec's widths 16, 26, 42, 52, 72 divided by 4. */
export const MARK_SIZE_POINTS: Record<MarkSize, number> = { xs: 4, sm: 6.5, md: 10.5, lg: 13, xl: 18 };

export const TEXT_COLORS_RGB: Record<TextColor, RGB> = {
  black: rgb(0, 0, 0),
  white: rgb(1, 1, 1),
  red: rgb(0.86, 0.08, 0.08),
  orange: rgb(1, 0.55, 0),
  yellow: rgb(1, 0.84, 0),
  green: rgb(0, 0.5, 0),
  blue: rgb(0, 0.2, 0.8),
  violet: rgb(0.56, 0, 1),
  'light-grey': rgb(0.83, 0.83, 0.83),
  grey: rgb(0.5, 0.5, 0.5),
  'dark-grey': rgb(0.27, 0.27, 0.27),
};

export const DEFAULT_MARGINS: Margins = { top: 1, bottom: 1, left: 1, right: 1 };
export const SIGNATURE_DATE_PLACEHOLDER = 'MM/DD/YYYY';
export { NO_DOCUMENTS_TEXT } from './no-documents.ts';

/** Returns the bytes of an asset: a template PDF, an uploaded image, a user's file. */
export type AssetLoader = (ref: string) => Promise<Uint8Array>;

export interface SignatureEvidence {
  /** PNG or JPEG bytes, or a data: URL: a drawn signature. */
  image?: Uint8Array | string;
  /** A typed signature: the signer's name, drawn in the handwriting font where a drawn image would go. */
  typedName?: string;
  /** When the spouse signed (ISO date or timestamp). Unsigned prints the 'MM/DD/YYYY' placeholder. */
  signedAt?: string | Date;
  /**
   * The signing time as printed under the signature where it stands in flowing text, with its zone (the caller
   * formats it in the app's time zone, e.g. 'Signed 11/23/2026 10:15:03 AM MST (UTC-07:00)').
   */
  signedAtText?: string;
}

export interface RenderDecisions {
  /** The document's display logic holds. */
  includesDocument(document: Document): boolean;
  /** An Action Logic rule's condition holds: its actions are drawn. */
  appliesRule(document: Document, rule: DocumentRule): boolean;
  /** A static block's condition holds: its content is shown. */
  showsBlock(document: Document, action: Action, block: DynamicBlock): boolean;
}

export interface RenderInput {
  documents: Document[];
  /** Answers by form element uid. */
  answers: Record<string, unknown>;
  /** Form elements, to format answers by type (dates, money, lists, tables). */
  fields?: FieldInfo[];
  signatures?: { petitioner?: SignatureEvidence; respondent?: SignatureEvidence };
  decisions: RenderDecisions;
  loadAsset: AssetLoader;
  loadFont: FontLoader;
  /** Render only these documents (by uid), e.g. the stipulation. */
  onlyDocuments?: string[];
  /** Final file name parts; the date defaults to now. */
  naming?: { productName: string; petitionerName: string; respondentName: string; date?: Date };
  /** Values of log-data blocks by key; 'generatedAt' defaults to the render time. */
  logData?: Record<string, string>;
  /** Turn every warning into a RenderError. */
  strict?: boolean;
  now?: Date;
}

export interface RenderedDocument {
  uid: string;
  name: string;
  /** 1-based page of the output where the document starts. */
  firstPage: number;
  pageCount: number;
}

export interface RenderResult {
  bytes: Uint8Array;
  /**
   * What the PDF says, document by document, as its tagged structure holds it: the headings, paragraphs and figures
   * Accord drew, in reading order, with the text placed on the pages (and the answers filled into a template's form
   * fields). The signing step shows it as text.
   */
  reading: DocumentReading[];
  fileName: string;
  title: string;
  pageCount: number;
  documents: RenderedDocument[];
  warnings: RenderWarning[];
}

/** Decisions from fixed sets of ids (tests, bench, a plan computed elsewhere). Omitted sets mean all. */
export function decisionsFromPlan(plan: { documents?: Iterable<string>; rules?: Iterable<string>; blocks?: Iterable<string> }): RenderDecisions {
  const documents = plan.documents ? new Set(plan.documents) : undefined;
  const rules = plan.rules ? new Set(plan.rules) : undefined;
  const blocks = plan.blocks ? new Set(plan.blocks) : undefined;
  return {
    includesDocument: (d) => !documents || documents.has(d.uid),
    appliesRule: (_d, r) => !rules || rules.has(r.uid),
    showsBlock: (_d, _a, b) => !blocks || blocks.has(b.uid),
  };
}

type ImageKind = 'png' | 'jpg';

/**
 * What an image box or an image block draws: a PNG or JPEG, or the first page of an uploaded PDF (a marriage
 * certificate scanned to PDF), whose other pages follow the page it is drawn on as pages of their own.
 */
export interface Picture {
  width: number;
  height: number;
  draw(page: PDFPage, at: { x: number; y: number; width: number; height: number }): void;
  /** The PDF's pages after the first, each added as a page of its own. */
  morePages: PDFEmbeddedPage[];
}

function imagePicture(image: PDFImage): Picture {
  return { width: image.width, height: image.height, draw: (page, at) => page.drawImage(image, at), morePages: [] };
}

function isPdf(bytes: Uint8Array): boolean {
  return new TextDecoder('latin1').decode(bytes.subarray(0, 1024)).includes('%PDF-');
}

function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return undefined;
}

function decodeDataUrl(url: string): Uint8Array | undefined {
  const m = /^data:[^;,]*(;base64)?,(.*)$/s.exec(url);
  if (!m) return undefined;
  const payload = m[2] ?? '';
  if (!m[1]) return new TextEncoder().encode(decodeURIComponent(payload));
  const binary = atob(payload.replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Where an image answer points: a data URL, a storage reference, or an object holding one. */
function imageReference(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    for (const key of ['image', 'img', 'file', 'storageRef', 'url', 'dbRef', 'ref']) {
      const v = o[key];
      if (typeof v === 'string' && v) return v;
    }
    if (o.content && typeof o.content === 'object') return imageReference(o.content);
    if (o.signature && typeof o.signature === 'object') return imageReference(o.signature);
  }
  return undefined;
}

/**
 * The name of a signature answered by typing it (the no-JavaScript way to sign a questionnaire's signature field):
 * printed in the handwriting font, as a typed signature at signing is. A drawn image, when there is one, wins.
 */
function typedAnswerName(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const o = value as Record<string, unknown>;
  if (typeof o.image === 'string' && o.image.startsWith('data:')) return undefined;
  const name = typeof o.typedName === 'string' ? o.typedName.replace(/\s+/g, ' ').trim() : '';
  return name || undefined;
}

const inch = 72;

/**
 * pdf-lib yields to the event loop (a timer) every 50 objects it writes and every 100 it parses by default: a filled
 * 200-field form has thousands, so the waits for those timers made up much of a render on a busy machine. Yielding
 * every 1,500 still lets other work in between (a few milliseconds of work each).
 */
const OBJECTS_PER_TICK = ParseSpeeds.Fast;

/** One render: the output document and its caches. */
class Renderer {
  readonly warnings: RenderWarning[] = [];
  private readonly sources = new Map<string, Promise<PDFDocument>>();
  private readonly images = new Map<string, Promise<PDFImage>>();
  private readonly pictures = new Map<string, Promise<Picture | undefined>>();
  private readonly copiedPages = new Map<string, PDFPage[]>();
  /** The fields each document fills, by the template file they are in (filled in a copy of that template of its own). */
  private readonly fills = new Map<string, Map<string, { fills: FieldFill[]; at: RenderLocation[] }>>();
  private readonly fields: Map<string, FieldInfo>;
  readonly fonts: FontSet;
  /** The tagged PDF's structure tree: every element Accord draws is in it, in the order drawn. */
  private readonly structure: PdfStructure;
  readonly reading: DocumentReading[] = [];

  constructor(
    readonly pdf: PDFDocument,
    readonly input: RenderInput,
    private readonly now: Date,
  ) {
    this.fields = new Map((input.fields ?? []).map((f) => [f.uid, f]));
    this.fonts = new FontSet(pdf, input.loadFont);
    // court documents print in English whatever the person's language (DESIGN.md, Languages)
    this.structure = PdfStructure.of(pdf, 'en-US');
  }

  startDocument(document: Document): void {
    this.reading.push({ uid: document.uid, name: document.name, blocks: [] });
  }

  private readingBlocks() {
    let current = this.reading.at(-1);
    if (!current) this.reading.push((current = { uid: '', name: '', blocks: [] }));
    return current.blocks;
  }

  /** A new structure element, after the others in reading order, and its text in the document's reading. */
  element(kind: StructureKind, text: string): StructureElement {
    const clean = text.replace(/[ \t]+/g, ' ').replace(/ ?\n ?/g, '\n').trim();
    if (clean) this.readingBlocks().push({ kind, text: clean });
    return this.structure.element(kind, kind === 'Figure' ? clean : undefined);
  }

  /** Text that prints without Accord drawing it (an answer filled into a template's form field): in the reading only. */
  readingOnly(text: string): void {
    const clean = text.trim();
    if (clean) this.readingBlocks().push({ kind: 'P', text: clean });
  }

  warn(at: RenderLocation, message: string): void {
    if (this.input.strict) throw new RenderError('STRICT', at, message);
    this.warnings.push({ ...at, message });
  }

  private async asset(ref: string, at: RenderLocation, what: string): Promise<Uint8Array> {
    if (ref.startsWith('data:')) {
      const bytes = decodeDataUrl(ref);
      if (!bytes) throw new RenderError('IMAGE_INVALID', at, `${what} is a malformed data URL`);
      return bytes;
    }
    try {
      return await this.input.loadAsset(ref);
    } catch (error) {
      throw new RenderError('ASSET_MISSING', at, `${what} "${ref}" could not be loaded: ${(error as Error).message}`);
    }
  }

  async templatePage(document: Document, page: DocumentPage, pageNumber: number): Promise<PDFPage> {
    const at = { document: document.name, page: pageNumber, pageName: page.name };
    const source = page.source;
    if (source.kind === 'blank') return this.pdf.addPage(LETTER);
    if (source.kind === 'image') {
      const image = await this.image(source.file, at, 'template image');
      const pdfPage = this.pdf.addPage(LETTER);
      const scale = Math.min(LETTER[0] / image.width, LETTER[1] / image.height);
      const w = image.width * scale;
      const h = image.height * scale;
      pdfPage.drawImage(image, { x: (LETTER[0] - w) / 2, y: (LETTER[1] - h) / 2, width: w, height: h });
      return pdfPage;
    }
    const key = this.sourceKey(document, source.file);
    const template = await this.template(document, source.file, at);
    if (source.page > template.getPageCount()) {
      throw new RenderError(
        'TEMPLATE_PAGE_MISSING',
        at,
        `template "${source.file}" has ${template.getPageCount()} page(s), page ${source.page} was asked for`,
      );
    }
    const queue = this.copiedPages.get(`${key}#${source.page}`);
    let copied = queue?.shift();
    if (!copied) {
      try {
        [copied] = (await this.pdf.copyPages(template, [source.page - 1])) as [PDFPage];
      } catch (error) {
        throw new RenderError('TEMPLATE_INVALID', at, `template "${source.file}" page ${source.page} is unreadable: ${(error as Error).message}`);
      }
    }
    const added = this.pdf.addPage(copied);
    // the template's own content stays untagged (ADR 031): its structure was not copied, so the page's key into the
    // template's ParentTree goes, and a tagged template's own MCIDs are left to it, Accord's numbered after them
    added.node.delete(PDFName.of('StructParents'));
    if (template.catalog.has(PDFName.of('StructTreeRoot'))) this.structure.reserve(added, highestMcid(added) + 1);
    return added;
  }

  /**
   * Copies every page the documents use from each template in one copyPages call, so resources shared
   * by the template's pages (fonts, images) are copied once, not once per page.
   */
  async prepareTemplates(documents: Document[]): Promise<void> {
    const wanted = new Map<string, { document: Document; file: string; page: DocumentPage; pageNumber: number; indices: number[] }>();
    for (const document of documents) {
      document.pages.forEach((page, i) => {
        if (page.source.kind !== 'pdf') return;
        const key = this.sourceKey(document, page.source.file);
        const entry = wanted.get(key) ?? { document, file: page.source.file, page, pageNumber: i + 1, indices: [] };
        entry.indices.push(page.source.page - 1);
        wanted.set(key, entry);
      });
    }
    for (const [key, entry] of wanted) {
      const at = { document: entry.document.name, page: entry.pageNumber, pageName: entry.page.name };
      const template = await this.template(entry.document, entry.file, at);
      const indices = entry.indices.filter((i) => i < template.getPageCount());
      let pages: PDFPage[];
      try {
        pages = await this.pdf.copyPages(template, indices);
      } catch {
        continue; // templatePage copies page by page and names the page that fails
      }
      indices.forEach((index, k) => {
        const pageKey = `${key}#${index + 1}`;
        const list = this.copiedPages.get(pageKey) ?? [];
        list.push(pages[k] as PDFPage);
        this.copiedPages.set(pageKey, list);
      });
    }
  }

  /**
   * Gathers the fill-field actions of the rules that apply, by document and template file, before any page is copied:
   * a template a document fills is loaded, filled and flattened in a copy of its own.
   */
  collectFills(document: Document, rules: DocumentRule[]): void {
    const byFile = new Map<string, { fills: FieldFill[]; at: RenderLocation[] }>();
    for (const rule of rules)
      for (const action of rule.actions ?? []) {
        if (action.type !== 'fill-field') continue;
        const pageNumber = action.location?.page;
        const docPage = document.pages[(pageNumber ?? 0) - 1];
        const at = { document: document.name, page: pageNumber, pageName: docPage?.name, action: action.title ?? action.uid };
        if (!docPage) continue; // the placement loop names a page the document lacks
        if (docPage.source.kind !== 'pdf') {
          this.warn(at, 'fills a form field, but its page is not a page of an uploaded PDF; nothing filled');
          continue;
        }
        if (!action.field) {
          this.warn(at, 'names no form field; nothing filled');
          continue;
        }
        const answer = action.question ? this.input.answers[action.question] : undefined;
        const entry = byFile.get(docPage.source.file) ?? { fills: [], at: [] };
        entry.fills.push({
          field: action.field,
          answer,
          text: this.answerText(action.question, at),
          ...(action.whenAnswer !== undefined ? { whenAnswer: action.whenAnswer } : {}),
        });
        entry.at.push(at);
        byFile.set(docPage.source.file, entry);
      }
    if (byFile.size) this.fills.set(document.uid, byFile);
  }

  private sourceKey(document: Document, file: string): string {
    return this.fills.get(document.uid)?.has(file) ? `${file}\u0000${document.uid}` : file;
  }

  /** The template as the document uses it: shared when it fills nothing, else its own copy, filled and flattened. */
  private template(document: Document, file: string, at: RenderLocation): Promise<PDFDocument> {
    const key = this.sourceKey(document, file);
    let loaded = this.sources.get(key);
    if (!loaded) {
      const fills = this.fills.get(document.uid)?.get(file);
      loaded = this.loadTemplate(file, at).then(async (template) => {
        if (!fills) return template;
        const filler = new FormFiller(template, this.input.loadFont, (field, message) => {
          const index = fills.fills.findIndex((f) => f.field === field);
          this.warn(fills.at[Math.max(0, index)] ?? at, message);
        });
        for (const [i, fill] of fills.fills.entries()) {
          try {
            await filler.fill(fill);
          } catch (error) {
            if (error instanceof RenderError) throw error;
            throw new RenderError('ACTION_FAILED', fills.at[i] ?? at, `the form field "${fill.field}" could not be filled: ${(error as Error).message}`);
          }
        }
        try {
          flattenForm(template);
        } catch (error) {
          throw new RenderError('TEMPLATE_INVALID', at, `the form fields of template "${file}" could not be flattened: ${(error as Error).message}`);
        }
        return template;
      });
      this.sources.set(key, loaded);
    }
    return loaded;
  }

  private async loadTemplate(file: string, at: RenderLocation): Promise<PDFDocument> {
    const bytes = await this.asset(file, at, 'template');
    const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
    if (!head.includes('%PDF-')) {
      const code: RenderErrorCode = 'TEMPLATE_INVALID';
      throw new RenderError(code, at, `template "${file}" is not a PDF (no %PDF- header)`);
    }
    let template: PDFDocument;
    try {
      template = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: OBJECTS_PER_TICK });
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      if (/encrypt/i.test(message)) throw new RenderError('TEMPLATE_ENCRYPTED', at, `template "${file}" is encrypted; upload an unencrypted PDF`);
      throw new RenderError('TEMPLATE_INVALID', at, `template "${file}" is a corrupt PDF (${message})`);
    }
    if (template.getPageCount() === 0) throw new RenderError('TEMPLATE_INVALID', at, `template "${file}" is a corrupt PDF (no readable page)`);
    return template;
  }

  image(ref: string, at: RenderLocation, what: string): Promise<PDFImage> {
    let entry = this.images.get(ref);
    if (!entry) {
      entry = this.loadImage(ref, at, what);
      this.images.set(ref, entry);
    }
    return entry;
  }

  private async loadImage(ref: string, at: RenderLocation, what: string): Promise<PDFImage> {
    const bytes = await this.asset(ref, at, what);
    const kind = sniffImage(bytes);
    const name = ref.startsWith('data:') ? 'a data URL' : `"${ref}"`;
    if (!kind) throw new RenderError('IMAGE_INVALID', at, `${what} ${name} is not a PNG or JPEG image`);
    try {
      return kind === 'png' ? await this.pdf.embedPng(bytes) : await this.pdf.embedJpg(bytes);
    } catch (error) {
      throw new RenderError('IMAGE_INVALID', at, `${what} ${name} is a damaged ${kind.toUpperCase()} image (${(error as Error).message})`);
    }
  }

  answerText(questionUid: string | undefined, at: RenderLocation): string {
    if (!questionUid) {
      this.warn(at, 'no question chosen');
      return '';
    }
    const field = this.fields.get(questionUid);
    try {
      return formatAnswer(field, this.input.answers[questionUid]);
    } catch (error) {
      if (error instanceof AnswerShapeError) {
        this.warn(at, `answer to "${field?.title ?? questionUid}" left blank: ${error.message}`);
        return '';
      }
      throw error;
    }
  }

  signature(role: 'petitioner' | 'respondent'): SignatureEvidence | undefined {
    return this.input.signatures?.[role];
  }

  signatureDate(role: 'petitioner' | 'respondent', at: RenderLocation, format?: string): string {
    const signedAt = this.signature(role)?.signedAt;
    if (!signedAt) return SIGNATURE_DATE_PLACEHOLDER;
    try {
      return formatSignatureDate(signedAt instanceof Date ? signedAt : String(signedAt), format);
    } catch {
      this.warn(at, `the ${role}'s signing date "${String(signedAt)}" is not a date; the placeholder is printed`);
      return SIGNATURE_DATE_PLACEHOLDER;
    }
  }

  signatureImageRef(role: 'petitioner' | 'respondent'): string | Uint8Array | undefined {
    const s = this.signature(role);
    return s?.signedAt || s?.image ? s?.image : undefined;
  }

  /** A typed signature's name, when the signer typed rather than drew (a drawn image wins). */
  typedSignature(role: 'petitioner' | 'respondent'): string | undefined {
    const s = this.signature(role);
    const name = s?.typedName?.replace(/\s+/g, ' ').trim();
    return !s?.image && name ? name : undefined;
  }

  /**
   * An answer's or an asset's picture: a PNG or JPEG, or an uploaded PDF, whose pages are embedded. A PDF that cannot
   * be read is left out with a warning: the question accepted it, so it must not stop the documents.
   */
  picture(ref: string | Uint8Array, at: RenderLocation, what: string): Promise<Picture | undefined> {
    if (typeof ref !== 'string') return this.loadPicture(ref, at, what);
    let entry = this.pictures.get(ref);
    if (!entry) {
      entry = this.loadPicture(ref, at, what);
      this.pictures.set(ref, entry);
    }
    return entry;
  }

  private async loadPicture(ref: string | Uint8Array, at: RenderLocation, what: string): Promise<Picture | undefined> {
    const bytes = typeof ref === 'string' ? await this.asset(ref, at, what) : ref;
    const name = typeof ref !== 'string' ? '' : ref.startsWith('data:') ? ' a data URL' : ` "${ref}"`;
    if (!isPdf(bytes)) {
      const kind = sniffImage(bytes);
      if (!kind) throw new RenderError('IMAGE_INVALID', at, `${what}${name} is not a PNG or JPEG image or a PDF`);
      try {
        return imagePicture(kind === 'png' ? await this.pdf.embedPng(bytes) : await this.pdf.embedJpg(bytes));
      } catch (error) {
        throw new RenderError('IMAGE_INVALID', at, `${what}${name} is a damaged ${kind.toUpperCase()} image (${(error as Error).message})`);
      }
    }
    let pages: PDFEmbeddedPage[];
    try {
      const source = await PDFDocument.load(bytes, { updateMetadata: false });
      pages = source.getPageCount() ? await this.pdf.embedPages(source.getPages()) : [];
    } catch {
      this.warn(at, `${what}${name} is a PDF that could not be read (damaged or encrypted); left out`);
      return undefined;
    }
    const [first, ...rest] = pages;
    if (!first) {
      this.warn(at, `${what}${name} is a PDF without pages; left out`);
      return undefined;
    }
    return { width: first.width, height: first.height, draw: (page, box) => page.drawPage(first, box), morePages: rest };
  }

  /** Adds an uploaded PDF's further pages at the end of the output, each scaled to a letter page, as part of its figure. */
  addMorePages(picture: Picture, figure: StructureElement | undefined): number {
    for (const embedded of picture.morePages) {
      const page = this.pdf.addPage(LETTER);
      const margin = inch / 2;
      const scale = Math.min((LETTER[0] - 2 * margin) / embedded.width, (LETTER[1] - 2 * margin) / embedded.height);
      const width = embedded.width * scale;
      const height = embedded.height * scale;
      const draw = () => page.drawPage(embedded, { x: (LETTER[0] - width) / 2, y: (LETTER[1] - height) / 2, width, height });
      if (figure) figure.wrap(page, draw);
      else draw();
    }
    return picture.morePages.length;
  }

  logData(key: string | undefined): string {
    // the date a document was made prints as every other date on it: MM/DD/YYYY
    const data: Record<string, string> = { generatedAt: formatSignatureDate(this.now), ...this.input.logData };
    return (key && data[key]) || '';
  }
}

interface Geometry {
  ox: number;
  oy: number;
  width: number;
  height: number;
}

function geometry(page: PDFPage): Geometry {
  const box = page.getMediaBox();
  return { ox: box.x, oy: box.y, width: box.width, height: box.height };
}

const px = (g: Geometry, x: number) => g.ox + (x / PAGE_SCALE.width) * g.width;
const py = (g: Geometry, y: number) => g.oy + g.height - (y / PAGE_SCALE.height) * g.height;

function actionBox(g: Geometry, action: Action, defaults: { width: number; height: number }) {
  const loc = action.location;
  const startX = clamp(loc.startX ?? 40, 0, PAGE_SCALE.width);
  const startY = clamp(loc.startY ?? 40, 0, PAGE_SCALE.height);
  const width = clamp(loc.width ?? defaults.width, 0, PAGE_SCALE.width - startX);
  const height = clamp(loc.height ?? defaults.height, 0, PAGE_SCALE.height - startY);
  const left = px(g, startX);
  const top = py(g, startY);
  return { left, top, width: px(g, startX + width) - left, height: top - py(g, startY + height) };
}

function clamp(v: number, lo: number, hi: number): number {
  return Number.isFinite(v) ? Math.min(hi, Math.max(lo, v)) : lo;
}

function decorations(action: Action) {
  const d = new Set(action.textDecoration ?? []);
  return { bold: d.has('bold'), italic: d.has('italic'), underline: d.has('underlined') };
}

async function drawBoxText(r: Renderer, page: PDFPage, g: Geometry, action: Action, text: string, at: RenderLocation): Promise<void> {
  if (!text) return;
  const deco = decorations(action);
  const font = await r.fonts.get(action.fontFamily, fontStyle(deco.bold, deco.italic));
  const missing = new Set<string>();
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const clean = sanitizeText(line, font);
      clean.missing.forEach((m) => missing.add(m));
      return clean.text;
    });
  if (missing.size) r.warn(at, `${font.file} has no glyph for ${[...missing].join(', ')}; printed as '?'`);
  const box = actionBox(g, action, { width: 20, height: 20 });
  if (box.width <= 0 || box.height <= 0) return r.warn(at, 'the text box has no area');
  const fitted = fitText(lines.join('\n'), font, action.fontSize ?? 12, box.width, box.height);
  if (fitted.truncated) r.warn(at, `text does not fit its box even at ${fitted.size} pt; it was cut`);
  const color = TEXT_COLORS_RGB[action.textColor ?? 'black'] ?? TEXT_COLORS_RGB.black;
  let baseline = box.top - fitted.ascent;
  r.element('P', fitted.truncated ? fitted.lines.join(' ') : lines.join('\n')).wrap(page, () => {
    for (const line of fitted.lines) {
      const w = font.width(line, fitted.size);
      const x = action.textAlign === 'center' ? box.left + (box.width - w) / 2 : action.textAlign === 'right' ? box.left + box.width - w : box.left;
      page.drawText(line, { x, y: baseline, size: fitted.size, font: font.font, color });
      if (deco.underline && line) {
        const uy = baseline - fitted.size * 0.12;
        page.drawLine({ start: { x, y: uy }, end: { x: x + w, y: uy }, thickness: Math.max(0.4, fitted.size * 0.06), color });
      }
      baseline -= fitted.lineHeight;
    }
  });
}

async function drawBoxImage(r: Renderer, page: PDFPage, g: Geometry, action: Action, ref: string | Uint8Array, at: RenderLocation, what: string, defaults = { width: 20, height: 20 }): Promise<number> {
  const picture = await r.picture(ref, at, what);
  if (!picture) return 0;
  const box = actionBox(g, action, defaults);
  if (box.width <= 0 || box.height <= 0) {
    r.warn(at, 'the image box has no area');
    return 0;
  }
  const scale = Math.min(box.width / picture.width, box.height / picture.height);
  const w = picture.width * scale;
  const h = picture.height * scale;
  const figure = r.element('Figure', upperFirst(what));
  figure.wrap(page, () => picture.draw(page, { x: box.left + (box.width - w) / 2, y: box.top - h - (box.height - h) / 2, width: w, height: h }));
  return r.addMorePages(picture, figure);
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A typed signature where a drawn one would go: the name in the handwriting font, as large as the signature box
 * allows (up to 28 pt), on one line, sitting on the box's lower part like ink on a signature line.
 */
async function drawTypedSignature(r: Renderer, page: PDFPage, g: Geometry, action: Action, name: string, at: RenderLocation) {
  const font = await r.fonts.handwriting();
  const clean = sanitizeText(name, font);
  if (clean.missing.length) r.warn(at, `${font.file} has no glyph for ${clean.missing.join(', ')}; printed as '?'`);
  const box = actionBox(g, action, { width: 40, height: 20 });
  if (box.width <= 0 || box.height <= 0) return r.warn(at, 'the signature box has no area');
  const height = font.font.heightAtSize(1);
  const size = Math.max(4, Math.min(28, (box.height * 0.9) / height, (box.width * 0.95) / Math.max(1e-6, font.width(clean.text, 1))));
  const w = font.width(clean.text, size);
  const descent = Math.abs(font.font.heightAtSize(size, { descender: true }) - font.font.heightAtSize(size, { descender: false }));
  const color = TEXT_COLORS_RGB[action.textColor ?? 'black'] ?? TEXT_COLORS_RGB.black;
  r.element('P', clean.text).wrap(page, () =>
    page.drawText(clean.text, { x: box.left + (box.width - w) / 2, y: box.top - box.height + Math.min(descent, box.height * 0.25), size, font: font.font, color }),
  );
}

function drawMark(r: Renderer, page: PDFPage, g: Geometry, action: Action) {
  const mark = action.type === 'add-x' ? 'X' : 'Check mark';
  r.element('Figure', action.title?.trim() ? `${mark}: ${action.title.trim()}` : mark).wrap(page, () => drawMarkLines(page, g, action));
}

function drawMarkLines(page: PDFPage, g: Geometry, action: Action) {
  const side = MARK_SIZE_POINTS[action.size ?? 'md'] ?? MARK_SIZE_POINTS.md;
  const left = clamp(px(g, action.location.x ?? 1), g.ox, g.ox + g.width - side);
  const top = clamp(py(g, action.location.y ?? 1), g.oy + side, g.oy + g.height);
  const color = TEXT_COLORS_RGB[action.textColor ?? 'black'] ?? TEXT_COLORS_RGB.black;
  const thickness = Math.max(0.6, side * 0.12);
  if (action.type === 'add-x') {
    const inset = thickness / 2;
    page.drawLine({ start: { x: left + inset, y: top - inset }, end: { x: left + side - inset, y: top - side + inset }, thickness, color, lineCap: LineCapStyle.Round });
    page.drawLine({ start: { x: left + inset, y: top - side + inset }, end: { x: left + side - inset, y: top - inset }, thickness, color, lineCap: LineCapStyle.Round });
  } else {
    // A check mark: short stroke down to the bottom, long stroke up to the right.
    page.drawSvgPath(`M 0 ${side * 0.55} L ${side * 0.38} ${side * 0.9} L ${side} ${side * 0.1}`, {
      x: left,
      y: top,
      borderColor: color,
      borderWidth: thickness,
      borderLineCap: LineCapStyle.Round,
    });
  }
}

function marginsBox(g: Geometry, m: Margins | undefined): Box {
  const margins = m ?? DEFAULT_MARGINS;
  return {
    left: g.ox + margins.left * inch,
    right: g.ox + g.width - margins.right * inch,
    top: g.oy + g.height - margins.top * inch,
    bottom: g.oy + margins.bottom * inch,
  };
}

/**
 * Where a text-editor clause starts: inside the rectangle its author dragged, when there is one; else within the
 * first-page margins. What does not fit goes on to new pages within the later-page margins either way.
 */
function firstPageBox(g: Geometry, action: Action): Box {
  if (action.location.startX === undefined) return marginsBox(g, action.firstPageMargins);
  const box = actionBox(g, action, { width: 20, height: 20 });
  return { left: box.left, right: box.left + box.width, top: box.top, bottom: box.top - box.height };
}

/** Draws a text-editor action; returns the pages it added after `page`. */
async function drawRichText(r: Renderer, document: Document, rule: DocumentRule, action: Action, page: PDFPage, at: RenderLocation): Promise<number> {
  const family: FontFamily | undefined = action.fontFamily;
  const styles: FontStyle[] = ['Regular', 'Bold', 'Italic', 'BoldItalic'];
  const fonts = new Map<FontStyle, EmbeddedFont>();
  for (const style of styles) fonts.set(style, await r.fonts.get(family, style));
  const levels: AutoNumberingLevel[] = [...(action.autoNumberingLevels ?? []), ...(rule.autoNumberingLevels ?? [])];
  const pendingImages = new Map<string, { ref: string | Uint8Array; what: string }>();
  const imageRef = (key: string, ref: string | Uint8Array | undefined, what: string, maxHeight: number, alt: string): BlockContent => {
    if (!ref) return { kind: 'image', image: undefined };
    pendingImages.set(key, { ref, what });
    return { kind: 'image', image: { key, maxHeight, alt } };
  };
  const resolve = (block: DynamicBlock): BlockContent => {
    const blockAt = { ...at, action: `${at.action} / block ${block.name}` };
    switch (block.type) {
      case 'question-input':
        return { kind: 'text', text: r.answerText(block.value ?? questionOf(block), blockAt) };
      case 'image-input': {
        const q = block.value ?? questionOf(block);
        const typed = typedAnswerName(q ? r.input.answers[q] : undefined);
        if (typed) return { kind: 'typed-signature', name: typed };
        return imageRef(`${block.uid}:answer`, imageReference(q ? r.input.answers[q] : undefined), `image of block ${block.name}`, 3 * inch, `Image: ${block.name}`);
      }
      case 'static-block':
        return { kind: 'static', shown: r.input.decisions.showsBlock(document, action, block), text: block.value ?? '' };
      case 'pet-signature-date':
        return { kind: 'text', text: r.signatureDate('petitioner', blockAt) };
      case 'resp-signature-date':
        return { kind: 'text', text: r.signatureDate('respondent', blockAt) };
      // a signature inside flowing text stands on its own line: the drawn image, or the typed name in the
      // handwriting font as in a signature box; the signing time with its zone under it
      case 'pet-signature-img':
      case 'resp-signature-img': {
        const role = block.type === 'pet-signature-img' ? 'petitioner' : 'respondent';
        const typed = r.typedSignature(role);
        const caption = r.signature(role)?.signedAtText?.trim() || undefined;
        if (typed) return { kind: 'typed-signature', name: typed, ...(caption ? { caption } : {}) };
        const content = imageRef(`signature:${role}`, r.signatureImageRef(role), `${role}'s signature`, 0.75 * inch, `Signature of the ${role}`);
        return content.kind === 'image' && content.image && caption ? { ...content, caption } : content;
      }
      case 'log-data':
        return { kind: 'text', text: r.logData(block.value) };
    }
  };
  const paragraphs = expandRichText(action.savedData?.text, action.blocks ?? [], levels, resolve);
  const images = new Map<string, Picture>();
  for (const [key, { ref, what }] of pendingImages) {
    const picture = await r.picture(ref, at, what);
    if (picture) images.set(key, picture);
  }
  const handwriting = paragraphs.some((p) => p.kind === 'typed-signature') ? await r.fonts.handwriting() : undefined;

  // Glyphs the font lacks are replaced before layout so widths are right.
  const missing = new Set<string>();
  const regular = fonts.get('Regular') as EmbeddedFont;
  const clean = (text: string, font: EmbeddedFont) => {
    const result = sanitizeText(text, font);
    result.missing.forEach((m) => missing.add(m));
    return result.text;
  };
  for (const p of paragraphs) {
    if (p.kind !== 'text') {
      if (p.kind === 'typed-signature' && handwriting) p.name = clean(p.name, handwriting);
      if (p.caption) p.caption = clean(p.caption, regular);
      continue;
    }
    for (const run of p.runs) {
      const font = fonts.get(fontStyle(run.bold, run.italic)) as EmbeddedFont;
      const parts = run.text.split('\n').map((t) => sanitizeText(t, font));
      for (const part of parts) part.missing.forEach((m) => missing.add(m));
      run.text = parts.map((part) => part.text).join('\n');
    }
    if (p.marker) p.marker = sanitizeText(p.marker, fonts.get('Regular') as EmbeddedFont).text;
  }
  if (missing.size) r.warn(at, `the font has no glyph for ${[...missing].join(', ')}; printed as '?'`);

  const g = geometry(page);
  const letter: Geometry = { ox: 0, oy: 0, width: LETTER[0], height: LETTER[1] };
  const color = TEXT_COLORS_RGB[action.textColor ?? 'black'] ?? TEXT_COLORS_RGB.black;
  // each paragraph's structure element, made when it is first drawn: the order drawn is the reading order
  const elements = new Map<number, StructureElement>();
  const elementOf = (block: number): StructureElement | undefined => {
    const paragraph = paragraphs[block];
    if (!paragraph) return undefined;
    let element = elements.get(block);
    if (!element) elements.set(block, (element = r.element(structureKind(paragraph), paragraphText(paragraph))));
    return element;
  };
  let target = page;
  let index = r.pdf.getPages().indexOf(page);
  const canvases: PageCanvas[] = [];
  // each page is drawn as soon as it is full, so a long text never holds every page's operations at once
  const pages = flowParagraphs(
    paragraphs,
    { get: (style) => fonts.get(style) as EmbeddedFont, ...(handwriting ? { handwriting } : {}) },
    action.fontSize ?? 12,
    firstPageBox(g, action),
    marginsBox(letter, action.laterPageMargins),
    (ref: ImageRef) => {
      const image = images.get(ref.key);
      return image ? { width: image.width, height: image.height } : undefined;
    },
    (ops, n) => {
      if (n > 0) target = r.pdf.insertPage(++index, LETTER);
      canvases.push(drawOps(target, ops, color, images, elementOf));
    },
  );
  if (pages.length > 1 && action.laterPageCaption?.trim()) {
    // the caption of each page the text flows onto: its blocks filled in as in the text, the page of the text after it
    const captionParagraphs = expandRichText({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: action.laterPageCaption }] }] }, action.blocks ?? [], [], resolve);
    const captionText = captionParagraphs.flatMap((p) => (p.kind === 'text' ? p.runs.map((run) => run.text) : [])).join('').replace(/\s+/g, ' ').trim();
    const size = Math.max(6, (action.fontSize ?? 12) * 0.8);
    const box = marginsBox(letter, action.laterPageMargins);
    for (let n = 1; n < pages.length; n++) {
      const canvas = canvases[n]!;
      const pageLabel = `Page ${n + 1} of ${pages.length}`;
      const line = clean(`${captionText}`, regular);
      const y = LETTER[1] - Math.max(18, ((action.laterPageMargins ?? DEFAULT_MARGINS).top * inch) / 2);
      const labelWidth = regular.width(pageLabel, size);
      const fitted = fitText(line, regular, size, Math.max(1, box.right - box.left - labelWidth - 12), size * 1.3);
      // a running header and page number: page furniture, read by nobody (an artifact, outside the structure)
      canvas.mark(PAGINATION_ARTIFACT.begin);
      if (fitted.lines[0]) canvas.text(fitted.lines[0], { x: box.left, y, size: fitted.size, font: regular, color });
      canvas.text(pageLabel, { x: box.right - labelWidth, y, size, font: regular, color });
      canvas.mark(PAGINATION_ARTIFACT.end);
    }
  }
  for (const canvas of canvases) canvas.finish();
  let added = pages.length - 1;
  for (const [key, picture] of images) {
    const block = paragraphs.findIndex((p) => p.kind === 'image' && p.image.key === key);
    added += r.addMorePages(picture, block >= 0 ? elements.get(block) : undefined);
  }
  return added;
}

function structureKind(paragraph: FlowParagraph): StructureKind {
  if (paragraph.kind === 'image') return 'Figure';
  if (paragraph.kind === 'text' && paragraph.heading) return `H${paragraph.heading}`;
  return 'P';
}

/** A paragraph's text as drawn: its number or bullet, its runs (hard breaks kept); a signature's name and caption; a figure's words. */
function paragraphText(paragraph: FlowParagraph): string {
  const caption = paragraph.kind !== 'text' && paragraph.caption ? `\n${paragraph.caption}` : '';
  if (paragraph.kind === 'image') return `${paragraph.image.alt ?? 'Image'}${caption}`;
  if (paragraph.kind === 'typed-signature') return `${paragraph.name}${caption}`;
  const text = paragraph.runs.map((run) => run.text).join('');
  return paragraph.marker ? `${paragraph.marker} ${text}` : text;
}

function questionOf(block: DynamicBlock): string | undefined {
  const q = block.questions?.[0];
  return q && typeof q === 'object' && 'uid' in q ? String((q as { uid: unknown }).uid) : undefined;
}

/** Draws a page of flowing text, each paragraph's operations in a marked-content sequence of its structure element. */
function drawOps(page: PDFPage, ops: DrawOp[], color: RGB, images: Map<string, Picture>, elementOf: (block: number) => StructureElement | undefined): PageCanvas {
  const canvas = new PageCanvas(page);
  let open: { block: number; end: string } | undefined;
  const close = () => {
    if (open) canvas.mark(open.end);
    open = undefined;
  };
  for (const op of ops) {
    if (op.kind === 'image') {
      const picture = images.get(op.image.key);
      if (!picture) continue;
      const draw = () => picture.draw(page, { x: op.x, y: op.y, width: op.width, height: op.height });
      const figure = elementOf(op.block);
      if (figure) figure.wrap(page, draw);
      else draw();
      continue;
    }
    if (!op.text) continue;
    if (open?.block !== op.block) {
      close();
      const sequence = elementOf(op.block)?.on(page);
      if (sequence) {
        canvas.mark(sequence.begin);
        open = { block: op.block, end: sequence.end };
      }
    }
    canvas.text(op.text, { x: op.x, y: op.y, size: op.size, font: op.font, color });
    if (op.underline) {
      const uy = op.y - op.size * 0.12;
      canvas.line({ start: { x: op.x, y: uy }, end: { x: op.x + op.font.width(op.text, op.size), y: uy }, thickness: Math.max(0.4, op.size * 0.06), color });
    }
  }
  close();
  return canvas;
}

async function drawAction(r: Renderer, document: Document, rule: DocumentRule, action: Action, page: PDFPage, at: RenderLocation): Promise<number> {
  const g = geometry(page);
  switch (action.type) {
    case 'add-x':
    case 'add-check-mark':
      drawMark(r, page, g, action);
      return 0;
    case 'text-static':
      await drawBoxText(r, page, g, action, action.staticText ?? '', at);
      return 0;
    case 'text-from-question':
      await drawBoxText(r, page, g, action, r.answerText(action.question, at), at);
      return 0;
    case 'pet-signature-date':
      await drawBoxText(r, page, g, action, r.signatureDate('petitioner', at, action.dateFormat), at);
      return 0;
    case 'resp-signature-date':
      await drawBoxText(r, page, g, action, r.signatureDate('respondent', at, action.dateFormat), at);
      return 0;
    case 'pet-signature-img':
    case 'resp-signature-img': {
      const role = action.type === 'pet-signature-img' ? 'petitioner' : 'respondent';
      const ref = r.signatureImageRef(role);
      const typed = r.typedSignature(role);
      if (ref) await drawBoxImage(r, page, g, action, ref, at, `the ${role}'s signature`, { width: 40, height: 20 });
      else if (typed) await drawTypedSignature(r, page, g, action, typed, at);
      return 0;
    }
    case 'signature-pad': {
      const answer = action.question ? r.input.answers[action.question] : undefined;
      const typed = typedAnswerName(answer);
      if (typed) {
        await drawTypedSignature(r, page, g, action, typed, at);
        return 0;
      }
      const ref = imageReference(answer);
      if (answer !== undefined && answer !== null && !ref) r.warn(at, 'the signature answer holds no image; nothing drawn');
      return ref ? drawBoxImage(r, page, g, action, ref, at, 'the signature', { width: 40, height: 20 }) : 0;
    }
    case 'custom-image': {
      const typed = action.variant === 'image-from-survey' ? typedAnswerName(action.question ? r.input.answers[action.question] : undefined) : undefined;
      if (typed) {
        await drawTypedSignature(r, page, g, action, typed, at);
        return 0;
      }
      const ref = action.variant === 'image-from-survey' ? imageReference(action.question ? r.input.answers[action.question] : undefined) : action.image;
      if (!ref) {
        if (action.variant !== 'image-from-survey') r.warn(at, 'no image chosen');
        return 0;
      }
      return drawBoxImage(r, page, g, action, ref, at, action.variant === 'image-from-survey' ? 'the uploaded image' : 'the image');
    }
    case 'text-editor':
      return drawRichText(r, document, rule, action, page, at);
    case 'fill-field':
      // filled and flattened in the template before its pages were copied (Renderer.collectFills); its text prints in
      // the template's own (untagged) content, so it stands in the reading only
      if (action.question && action.whenAnswer === undefined) r.readingOnly(r.answerText(action.question, at));
      return 0;
  }
}

/** Renders every document that applies, in order, into one PDF. */
export async function renderDocuments(input: RenderInput): Promise<RenderResult> {
  const now = input.now ?? new Date();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const r = new Renderer(pdf, input, now);
  const naming = input.naming;
  const fileName = naming
    ? finalFileName({ ...naming, date: naming.date ?? now })
    : `Accord_${finalFileName({ productName: '', petitionerName: '', respondentName: '', date: now }).replace(/^_/, '')}`;
  const title = fileName.replace(/\.pdf$/, '');
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setProducer('Accord');
  pdf.setCreator('Accord');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);

  const only = input.onlyDocuments ? new Set(input.onlyDocuments) : undefined;
  const ordered = [...input.documents].sort((a, b) => a.order - b.order);
  const rendered: RenderedDocument[] = [];

  if (input.documents.length === 0) {
    const page = pdf.addPage(LETTER);
    const font = await r.fonts.get('Arial', 'Regular');
    const fitted = fitText(NO_DOCUMENTS_TEXT, font, 14, LETTER[0] - 2 * inch, 2 * inch);
    r.element('P', NO_DOCUMENTS_TEXT).wrap(page, () =>
      fitted.lines.forEach((line, i) => page.drawText(line, { x: inch, y: LETTER[1] - inch - fitted.ascent - i * fitted.lineHeight, size: fitted.size, font: font.font })),
    );
  }

  const included = ordered.filter((document) => (!only || only.has(document.uid)) && input.decisions.includesDocument(document));
  const appliedRules = new Map(
    included.map((document) => [
      document.uid,
      [...(document.rules ?? [])]
        .filter((rule) => rule.type === 'Action Logic')
        .sort((a, b) => a.order - b.order)
        .filter((rule) => input.decisions.appliesRule(document, rule)),
    ]),
  );
  for (const document of included) r.collectFills(document, appliedRules.get(document.uid) ?? []);
  await r.prepareTemplates(included);
  for (const document of included) {
    r.startDocument(document);
    const firstPage = pdf.getPageCount() + 1;
    const rules = appliedRules.get(document.uid) ?? [];
    const byPage = new Map<number, { rule: DocumentRule; action: Action }[]>();
    for (const rule of rules) {
      for (const action of rule.actions ?? []) {
        const n = action.location?.page;
        if (!Number.isInteger(n) || n < 1 || n > document.pages.length) {
          r.warn({ document: document.name, action: action.title ?? action.uid }, `placed on page ${String(n)}, which the document does not have; skipped`);
          continue;
        }
        const list = byPage.get(n) ?? [];
        list.push({ rule, action });
        byPage.set(n, list);
      }
    }
    for (const [i, docPage] of document.pages.entries()) {
      const pageNumber = i + 1;
      const page = await r.templatePage(document, docPage, pageNumber);
      for (const { rule, action } of byPage.get(pageNumber) ?? []) {
        const at = { document: document.name, page: pageNumber, pageName: docPage.name, action: action.title ?? action.uid };
        try {
          await drawAction(r, document, rule, action, page, at);
        } catch (error) {
          if (error instanceof RenderError) throw error;
          throw new RenderError('ACTION_FAILED', at, (error as Error).message ?? String(error));
        }
      }
    }
    rendered.push({ uid: document.uid, name: document.name, firstPage, pageCount: pdf.getPageCount() - firstPage + 1 });
  }
  if (pdf.getPageCount() === 0) throw new RenderError('NO_DOCUMENT', {}, 'no document applies to these answers');

  // a template's reference to an object it lacks, copied with its page, would leave a gap in the cross-reference table
  mendDanglingReferences(pdf.context);
  const bytes = await pdf.save({ useObjectStreams: true, objectsPerTick: OBJECTS_PER_TICK });
  return { bytes, reading: r.reading, fileName, title, pageCount: pdf.getPageCount(), documents: rendered, warnings: r.warnings };
}
