// A tagged PDF's logical structure (ISO 32000-1 §14.7, §14.8), written with pdf-lib's low-level objects, which has no
// tagging API of its own: a StructTreeRoot whose one Document element holds headings, paragraphs and figures in
// reading order; each element points at the marked-content sequences (BDC with an MCID ... EMC) that draw it, page by
// page; the ParentTree maps each page's MCIDs back to their elements; /MarkInfo <</Marked true>> and /Lang on the
// catalogue. The same elements, with the text each one draws, are the document's reading (`DocumentReading`): the
// signing step shows it as text, so what a person reads on the page is what is placed on the PDF.
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFNull, PDFNumber, PDFOperator, PDFOperatorNames, PDFRawStream, PDFRef, PDFString, type PDFPage } from 'pdf-lib';

/** The structure types Accord draws: headings by level, paragraphs, figures (with alternate text). */
export type StructureKind = 'H1' | 'H2' | 'H3' | 'P' | 'Figure';

export interface ReadingBlock {
  kind: StructureKind;
  /** What the element draws, as text: a figure's alternate text. */
  text: string;
}

/** One document of a render, as it reads: its name and its blocks in reading order. */
export interface DocumentReading {
  uid: string;
  name: string;
  blocks: ReadingBlock[];
}

/** Where one element is drawn on one page: the operators that open and close its marked-content sequence. */
export interface MarkedSequence {
  begin: string;
  end: string;
}

/** The artifact operators of page furniture (running headers, page numbers): read by nobody, not in the structure. */
export const PAGINATION_ARTIFACT: MarkedSequence = { begin: '/Artifact <</Type /Pagination>> BDC\n', end: 'EMC\n' };

/** One element of the tree (a paragraph spread over pages is one element, with a sequence on each page). */
export class StructureElement {
  constructor(
    private readonly tree: PdfStructure,
    readonly kind: StructureKind,
    readonly dict: PDFDict,
  ) {}

  /** A new marked-content sequence of this element on `page`, to wrap what draws it there. */
  on(page: PDFPage): MarkedSequence {
    const mcid = this.tree.mark(page, this);
    return { begin: `/${this.kind} <</MCID ${mcid}>> BDC\n`, end: 'EMC\n' };
  }

  /** Wraps what `draw` adds to the page's own content stream (pdf-lib's drawText, drawImage) in a sequence of this element. */
  wrap<T>(page: PDFPage, draw: () => T): T {
    const mcid = this.tree.mark(page, this);
    // pdf-lib's operator arguments take no dictionary; a string argument is written as it is
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of(this.kind), `<</MCID ${mcid}>>`]));
    try {
      return draw();
    } finally {
      page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    }
  }
}

const name = (value: string) => PDFName.of(value);

/** Wraps what `draw` adds to the page's content stream as an artifact: ink that is not content (a rule between sections). */
export function drawArtifact<T>(page: PDFPage, draw: () => T): T {
  page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of('Artifact')]));
  try {
    return draw();
  } finally {
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }
}

/**
 * The structure tree of one PDF: made when the render starts, or taken up again from a PDF that has one (the final
 * document's certificate page is added after the render, to the same tree). `finish()` writes what was added.
 */
export class PdfStructure {
  private readonly pages = new Map<PDFRef, { parents: PDFArray }>();
  private readonly elements: PDFArray;
  private nextKey: number;

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly root: PDFDict,
    private readonly documentRef: PDFRef,
    private readonly nums: PDFArray,
  ) {
    const document = pdf.context.lookup(documentRef, PDFDict);
    this.elements = document.lookup(name('K'), PDFArray);
    this.nextKey = (root.lookupMaybe(name('ParentTreeNextKey'), PDFNumber)?.asNumber() ?? 0) | 0;
  }

  /** The PDF's structure tree: its own, or a new one with an empty Document element; the PDF is marked as tagged. */
  static of(pdf: PDFDocument, lang = 'en-US'): PdfStructure {
    const context = pdf.context;
    const catalog = pdf.catalog;
    catalog.set(name('MarkInfo'), context.obj({ Marked: true }));
    if (!catalog.has(name('Lang'))) catalog.set(name('Lang'), PDFString.of(lang));
    const existing = catalog.lookupMaybe(name('StructTreeRoot'), PDFDict);
    if (existing) {
      const documentRef = existing.get(name('K'));
      const parentTree = existing.lookupMaybe(name('ParentTree'), PDFDict);
      const nums = parentTree?.lookupMaybe(name('Nums'), PDFArray);
      if (documentRef instanceof PDFRef && nums) return new PdfStructure(pdf, existing, documentRef, nums);
    }
    const rootRef = context.nextRef();
    const documentRef = context.nextRef();
    const nums = context.obj([]);
    const root = context.obj({ Type: 'StructTreeRoot', K: documentRef, ParentTree: context.register(context.obj({ Nums: nums })), ParentTreeNextKey: 0 });
    context.assign(rootRef, root);
    context.assign(documentRef, context.obj({ Type: 'StructElem', S: 'Document', P: rootRef, K: [] }));
    catalog.set(name('StructTreeRoot'), rootRef);
    return new PdfStructure(pdf, root, documentRef, nums);
  }

  /** A new element at the end of the Document, in reading order; a figure carries its alternate text. */
  element(kind: StructureKind, alt?: string): StructureElement {
    const context = this.pdf.context;
    const dict = context.obj({ Type: 'StructElem', S: kind, P: this.documentRef, K: [] });
    if (kind === 'Figure' && alt) dict.set(name('Alt'), PDFString.of(alt));
    this.elements.push(context.register(dict));
    return new StructureElement(this, kind, dict);
  }

  /**
   * Leaves MCIDs below `count` on `page` to content the page already holds (a tagged template's own sequences, whose
   * structure was not copied): Accord's sequences there are numbered after them, so no MCID means two things.
   */
  reserve(page: PDFPage, count: number): void {
    const entry = this.entry(page);
    while (entry.parents.size() < count) entry.parents.push(PDFNull);
  }

  /** @internal the next MCID of `page`, recorded for `element` in the page's ParentTree entry and the element's kids. */
  mark(page: PDFPage, element: StructureElement): number {
    const entry = this.entry(page);
    const mcid = entry.parents.size();
    const elementRef = this.pdf.context.getObjectRef(element.dict);
    if (!elementRef) throw new Error('a structure element was used after its tree was finished');
    entry.parents.push(elementRef);
    const kids = element.dict.lookup(name('K'), PDFArray);
    if (!element.dict.has(name('Pg'))) element.dict.set(name('Pg'), page.ref);
    if (element.dict.get(name('Pg')) === page.ref) kids.push(PDFNumber.of(mcid));
    else kids.push(this.pdf.context.obj({ Type: 'MCR', Pg: page.ref, MCID: mcid }));
    return mcid;
  }

  private entry(page: PDFPage): { parents: PDFArray } {
    let entry = this.pages.get(page.ref);
    if (entry) return entry;
    const context = this.pdf.context;
    const known = page.node.lookupMaybe(name('StructParents'), PDFNumber)?.asNumber();
    const listed = known === undefined ? undefined : this.parentsOf(known);
    if (listed) entry = { parents: listed };
    else {
      const key = this.nextKey++;
      const parents = context.obj([]);
      this.nums.push(PDFNumber.of(key));
      this.nums.push(context.register(parents));
      page.node.set(name('StructParents'), PDFNumber.of(key));
      this.root.set(name('ParentTreeNextKey'), PDFNumber.of(this.nextKey));
      entry = { parents };
    }
    this.pages.set(page.ref, entry);
    return entry;
  }

  private parentsOf(key: number): PDFArray | undefined {
    for (let i = 0; i + 1 < this.nums.size(); i += 2) {
      if (this.nums.lookup(i, PDFNumber).asNumber() === key) return this.nums.lookupMaybe(i + 1, PDFArray);
    }
    return undefined;
  }
}

/** The highest MCID the page's own content streams use (-1 when none): a tagged template's marked content. */
export function highestMcid(page: PDFPage): number {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  let highest = -1;
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    let text: string;
    try {
      text = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
    } catch {
      continue; // a stream pdf-lib cannot decode: its MCIDs, if any, stay unknown
    }
    for (const match of text.matchAll(/\/MCID\s+(\d+)/g)) highest = Math.max(highest, Number(match[1]));
  }
  return highest;
}

/** A tagged PDF's structure as read back: what `pdfinfo` and a screen reader rely on. */
export interface StructureReading {
  /** /MarkInfo <</Marked true>> on the catalogue */
  marked: boolean;
  lang: string | undefined;
  /** the kinds of the Document element's children, in order */
  kinds: string[];
  /** where the tree and the pages disagree: an MCID with no sequence drawn, a ParentTree slot naming another element */
  problems: string[];
}

/** Reads a PDF's structure tree back and checks each element's marked content against the pages and the ParentTree. */
export async function readPdfStructure(bytes: Uint8Array): Promise<StructureReading> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const catalog = pdf.catalog;
  const marked = catalog.lookupMaybe(name('MarkInfo'), PDFDict)?.get(name('Marked'))?.toString() === 'true';
  const lang = catalog.lookupMaybe(name('Lang'), PDFString)?.decodeText();
  const root = catalog.lookupMaybe(name('StructTreeRoot'), PDFDict);
  const problems: string[] = [];
  if (!root) return { marked, lang, kinds: [], problems: ['no StructTreeRoot'] };
  const document = root.lookup(name('K'), PDFDict);
  if (document.lookup(name('S'), PDFName).decodeText() !== 'Document') problems.push('the root element is not a Document');
  const nums = root.lookup(name('ParentTree'), PDFDict).lookup(name('Nums'), PDFArray);
  const parentTree = new Map<number, PDFArray>();
  for (let i = 0; i + 1 < nums.size(); i += 2) parentTree.set(nums.lookup(i, PDFNumber).asNumber(), nums.lookup(i + 1, PDFArray));
  const sequences = new Map<PDFRef, Map<number, string>>();
  const sequencesOf = (pageRef: PDFRef) => {
    let found = sequences.get(pageRef);
    if (found) return found;
    found = new Map();
    const page = pdf.getPages().find((p) => p.ref === pageRef);
    const contents = page?.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const text = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
      for (const m of text.matchAll(/\/(\w+)\s*<<\s*\/MCID\s+(\d+)\s*>>\s*BDC/g)) found.set(Number(m[2]), m[1] ?? '');
    }
    sequences.set(pageRef, found);
    return found;
  };
  const kinds: string[] = [];
  const kids = document.lookup(name('K'), PDFArray);
  for (let i = 0; i < kids.size(); i++) {
    const ref = kids.get(i) as PDFRef;
    const element = pdf.context.lookup(ref, PDFDict);
    const kind = element.lookup(name('S'), PDFName).decodeText();
    kinds.push(kind);
    if (element.get(name('P')) !== document && element.get(name('P')) !== root.get(name('K'))) problems.push(`element ${i} (${kind}) names another parent`);
    const elementPage = element.get(name('Pg'));
    const content = element.lookup(name('K'), PDFArray);
    if (content.size() === 0) problems.push(`element ${i} (${kind}) marks no content`);
    for (let k = 0; k < content.size(); k++) {
      const item = content.lookup(k);
      const mcid = item instanceof PDFNumber ? item.asNumber() : (item as PDFDict).lookup(name('MCID'), PDFNumber).asNumber();
      const pageRef = (item instanceof PDFNumber ? elementPage : (item as PDFDict).get(name('Pg'))) as PDFRef;
      const tag = sequencesOf(pageRef).get(mcid);
      if (tag !== kind) problems.push(`element ${i} (${kind}): MCID ${mcid} is ${tag ? `drawn as /${tag}` : 'not drawn'} on its page`);
      const page = pdf.context.lookup(pageRef, PDFDict);
      const key = page.lookupMaybe(name('StructParents'), PDFNumber)?.asNumber();
      const slot = key === undefined ? undefined : parentTree.get(key)?.get(mcid);
      if (slot !== ref) problems.push(`element ${i} (${kind}): the ParentTree does not lead MCID ${mcid} back to it`);
    }
  }
  return { marked, lang, kinds, problems };
}
