// The certificate page appended to a final PDF before it is sealed: the form, each signer with the evidence of
// their signature, the history of the form between the spouses, and how to check the file. It lies inside the
// signed bytes, so it cannot hold the final file's own hash: it prints the verification code and page instead.
import fontkit from '@pdf-lib/fontkit';
import { drawArtifact, PdfStructure, type StructureElement, type StructureKind } from '@accord/engine';
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatEvidenceTime } from './evidence-time';

export interface CertificateSigner {
  role: 'petitioner' | 'respondent';
  name: string;
  email: string;
  method: 'drawn' | 'typed';
  signedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  /** SHA-256 of the exact document shown for signing */
  documentSha256: string;
  /** SHA-256 of the answers agreed */
  answersSha256: string;
  consentText: string;
  /** the consent as the signer read it, when their page was in another language (its tag and words) */
  consentShown?: { language: string; text: string };
  /** The signature as it stands in the documents: the drawn PNG, or the typed name (drawn in the handwriting font). */
  mark?: { image: Uint8Array } | { typedName: string };
}

export interface CertificateEvent {
  at: Date;
  what: string;
  by: string;
}

export interface CertificateFacts {
  formName: string;
  place: string;
  userWorkflowId: string;
  documents: string[];
  signers: CertificateSigner[];
  events: CertificateEvent[];
  verificationCode: string;
  verificationUrl: string;
  rootCertificateUrl: string;
  sealedAt: Date;
  timeZone: string;
  timestamped: boolean;
}

export interface CertificateFonts {
  regular: Uint8Array;
  bold: Uint8Array;
  mono: Uint8Array;
  /** Dancing Script, for typed signatures. */
  handwriting: Uint8Array;
}

/** Reads the certificate page's fonts (Carlito, Arimo for hashes, Dancing Script for typed signatures). */
export async function loadCertificateFonts(load: (file: string) => Promise<Uint8Array>): Promise<CertificateFonts> {
  const [regular, bold, mono, handwriting] = await Promise.all([load('Carlito-Regular.ttf'), load('Carlito-Bold.ttf'), load('Arimo-Regular.ttf'), load('DancingScript-Regular.ttf')]);
  return { regular, bold, mono, handwriting };
}

const PAGE: [number, number] = [612, 792];
const MARGIN = 54;
/** The width of a field's label column; the values start after it. */
const LABEL_WIDTH = 128;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);
const RULE = rgb(0.75, 0.75, 0.8);

export const CERTIFICATE_TITLE = 'Certificate of Signing';

const ROLE_LABEL = { petitioner: 'Petitioner', respondent: 'Respondent' } as const;
const METHOD_LABEL = { drawn: 'Drawn on the signature pad', typed: 'Typed name (shown in a handwriting font)' } as const;

/**
 * Lays out lines top to bottom, starting a new page when one is full. Each heading, paragraph, field and signature is
 * an element of the PDF's structure tree (the render's, taken up again), after the documents' own, in reading order.
 */
class Writer {
  private page!: PDFPage;
  private y = 0;
  pages = 0;
  private readonly structure: PdfStructure;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont; mono: PDFFont; handwriting: PDFFont },
  ) {
    this.structure = PdfStructure.of(pdf);
    this.newPage();
  }

  /** Draws with `draw` inside a marked-content sequence of `element` on the current page. */
  private tagged(element: StructureElement, draw: () => void) {
    element.wrap(this.page, draw);
  }

  private element(kind: StructureKind, alt?: string) {
    return this.structure.element(kind, alt);
  }

  private newPage() {
    this.page = this.pdf.addPage(PAGE);
    this.pages += 1;
    this.y = PAGE[1] - MARGIN;
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  /** Text the font cannot draw becomes '?' rather than failing the whole document. */
  private printable(text: string, font: PDFFont): string {
    const known = new Set(font.getCharacterSet());
    return [...text.replace(/\s+/g, ' ')].map((c) => (known.has(c.codePointAt(0)!) ? c : '?')).join('');
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.printable(text, font).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // a word longer than the line (a hash, a user agent token) is cut where it overflows
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
    return lines;
  }

  heading(text: string, size = 13, kind: StructureKind = 'H2') {
    this.ensure(size + 18 + 3 * 12.5); // kept with its first lines
    this.y -= 8;
    this.tagged(this.element(kind), () => this.page.drawText(this.printable(text, this.fonts.bold), { x: MARGIN, y: this.y - size, size, font: this.fonts.bold, color: INK }));
    this.y -= size + 6;
  }

  rule() {
    this.ensure(8);
    drawArtifact(this.page, () => this.page.drawLine({ start: { x: MARGIN, y: this.y - 2 }, end: { x: PAGE[0] - MARGIN, y: this.y - 2 }, thickness: 0.5, color: RULE }));
    this.y -= 8;
  }

  paragraph(text: string, options: { size?: number; color?: typeof INK; font?: 'regular' | 'bold' | 'mono' } = {}) {
    const size = options.size ?? 9.5;
    const font = this.fonts[options.font ?? 'regular'];
    const element = this.element('P');
    for (const line of this.wrap(text, font, size, PAGE[0] - 2 * MARGIN)) {
      this.ensure(size + 3);
      this.tagged(element, () => this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color: options.color ?? INK }));
      this.y -= size + 3;
    }
  }

  /** 'Label: value' with the label in bold and the value wrapped beside it; a long label wraps in its column. */
  field(label: string, value: string, options: { mono?: boolean } = {}) {
    const size = 9.5;
    const font = options.mono ? this.fonts.mono : this.fonts.regular;
    const lines = this.wrap(value || '(not recorded)', font, options.mono ? 8.5 : size, PAGE[0] - 2 * MARGIN - LABEL_WIDTH);
    const labels = this.wrap(label, this.fonts.bold, size, LABEL_WIDTH - 6);
    // the label and its value read as one paragraph: 'E-mail' then the address
    const element = this.element('P');
    for (let i = 0; i < Math.max(lines.length, labels.length); i++) {
      this.ensure(size + 3);
      const labelLine = labels[i];
      const line = lines[i];
      this.tagged(element, () => {
        if (labelLine) this.page.drawText(labelLine, { x: MARGIN, y: this.y - size, size, font: this.fonts.bold, color: MUTED });
        if (line) this.page.drawText(line, { x: MARGIN + LABEL_WIDTH, y: this.y - size, size: options.mono ? 8.5 : size, font, color: INK });
      });
      this.y -= size + 3;
    }
  }

  /** The signature as signed (image or typed name), with the signing time under it, in the value column. */
  async signature(mark: NonNullable<CertificateSigner['mark']>, caption: string, signer: string) {
    const left = MARGIN + LABEL_WIDTH;
    const maxWidth = 200;
    const maxHeight = 44;
    this.ensure(maxHeight + 24);
    if ('image' in mark) {
      const image = await this.pdf.embedPng(mark.image);
      const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
      const height = image.height * scale;
      this.tagged(this.element('Figure', `Signature of ${signer}, drawn`), () => this.page.drawImage(image, { x: left, y: this.y - height, width: image.width * scale, height }));
      this.y -= height + 4;
    } else {
      const font = this.fonts.handwriting;
      const text = this.printable(mark.typedName, font);
      const size = Math.min(24, maxWidth / Math.max(1e-6, font.widthOfTextAtSize(text, 1)));
      const ascent = font.heightAtSize(size, { descender: false });
      this.tagged(this.element('P'), () => this.page.drawText(text, { x: left, y: this.y - ascent, size, font, color: INK }));
      this.y -= font.heightAtSize(size) + size * 0.15;
    }
    this.tagged(this.element('P'), () => this.page.drawText(this.printable(caption, this.fonts.regular), { x: left, y: this.y - 8.5, size: 8.5, font: this.fonts.regular, color: MUTED }));
    this.y -= 8.5 + 8;
  }

  space(points: number) {
    this.y -= points;
  }
}

/** Appends the certificate page (more pages when the history is long); returns how many pages it took. */
export async function appendCertificatePage(pdf: PDFDocument, facts: CertificateFacts, fontFiles: CertificateFonts): Promise<number> {
  pdf.registerFontkit(fontkit);
  const fonts = {
    regular: await pdf.embedFont(fontFiles.regular, { subset: true }),
    bold: await pdf.embedFont(fontFiles.bold, { subset: true }),
    mono: await pdf.embedFont(fontFiles.mono, { subset: true }),
    handwriting: await pdf.embedFont(fontFiles.handwriting, { subset: true }),
  };
  const w = new Writer(pdf, fonts);
  const time = (at: Date) => formatEvidenceTime(at, facts.timeZone);

  w.heading(CERTIFICATE_TITLE, 18, 'H1');
  w.paragraph(
    `This page records how the documents before it were signed. Accord sealed the whole file on ${time(facts.sealedAt)}${facts.timestamped ? ', with a timestamp from an independent timestamp authority' : ''}. Any change to the file after sealing breaks the seal.`,
    { color: MUTED },
  );
  w.rule();

  w.heading('The form');
  w.field('Form', facts.formName);
  w.field('Where', facts.place);
  w.field('Form reference', facts.userWorkflowId, { mono: true });
  w.field('Documents', facts.documents.join('; ') || 'none');

  for (const signer of facts.signers) {
    w.heading(`${ROLE_LABEL[signer.role]}: ${signer.name}`);
    if (signer.mark) await w.signature(signer.mark, `Signed ${time(signer.signedAt)}`, signer.name);
    w.field('E-mail', signer.email);
    w.field('Signed at', time(signer.signedAt));
    w.field('Signature', METHOD_LABEL[signer.method]);
    w.field('Client address', signer.ipAddress ?? '');
    w.field('Browser', signer.userAgent ?? '');
    w.field('Document shown', `SHA-256 ${signer.documentSha256}`, { mono: true });
    w.field('Answers agreed', `SHA-256 ${signer.answersSha256}`, { mono: true });
    w.field('Confirmed', signer.consentText);
    if (signer.consentShown) w.field(`Shown in ${languageName(signer.consentShown.language)}`, signer.consentShown.text);
  }

  w.heading('History');
  if (facts.events.length === 0) w.paragraph('No sharing, agreement or signing events were recorded.', { color: MUTED });
  for (const event of facts.events) w.field(event.what, `${time(event.at)}, by ${event.by}`);

  w.heading('Check this file');
  w.field('Verification code', facts.verificationCode, { mono: true });
  w.paragraph(
    `To check that a copy is exactly the file Accord sealed, upload it at ${facts.verificationUrl}. The page says whether it matches, and who signed it when. The seal's root certificate, for PDF readers that should trust it: ${facts.rootCertificateUrl}.`,
  );
  return w.pages;
}

/** A language's name in English, as the certificate is written ('Spanish' for 'es'); the tag itself when unknown. */
function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames('en', { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
