// The sample templates and images, drawn in code so the engine's tests need no file from outside the engine:
//   petition.pdf (2 pages), stipulation.pdf (2 pages), notice-page.png (an image template page),
//   court-seal.png (an uploaded asset for custom-image), two drawn signatures and an uploaded photo
//   (sample-upload.png). The sample workflows of templates/workflows commit the same files, written by
//   templates/workflows/pdf/make-templates.ts from sampleTemplateFiles().
// Positions are in the builder's page scale (100 x 120) and shared with sample-documents.ts through SLOTS.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { SLOTS, type Slot } from './sample-slots.ts';

const W = 612;
const H = 792;
const X = (x: number) => (x / 100) * W;
const Y = (y: number) => H - (y / 120) * H;

// Fixed dates so that regenerating gives the same bytes.
function fixDates(pdf: PDFDocument) {
  pdf.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2024-01-01T00:00:00Z'));
}

function label(page: PDFPage, font: PDFFont, text: string, x: number, y: number, size = 10) {
  page.drawText(text, { x: X(x), y: Y(y), size, font, color: rgb(0.1, 0.1, 0.1) });
}

function fieldLine(page: PDFPage, font: PDFFont, slot: Slot) {
  label(page, font, slot.label, slot.x, slot.y - 1.2, 9);
  const lineY = Y(slot.y + slot.height);
  page.drawLine({ start: { x: X(slot.x), y: lineY }, end: { x: X(slot.x + slot.width), y: lineY }, thickness: 0.6, color: rgb(0.3, 0.3, 0.3) });
}

function checkbox(page: PDFPage, font: PDFFont, x: number, y: number, text: string) {
  const side = 11;
  page.drawRectangle({ x: X(x) - 0.5, y: Y(y) - side + 0.5, width: side, height: side, borderColor: rgb(0.2, 0.2, 0.2), borderWidth: 0.8 });
  label(page, font, text, x + 3, y + 1.5, 10);
}

function caption(page: PDFPage, bold: PDFFont, regular: PDFFont, title: string) {
  page.drawText('IN THE DISTRICT COURT OF THE STATE OF UTAH', { x: X(20), y: Y(7), size: 12, font: bold });
  label(page, regular, 'County: ____________________', 34, 10.5, 10);
  page.drawRectangle({ x: X(8), y: Y(22), width: X(84), height: Y(13) - Y(22), borderColor: rgb(0, 0, 0), borderWidth: 1 });
  page.drawText(title, { x: X(50) - bold.widthOfTextAtSize(title, 16) / 2, y: Y(19), size: 16, font: bold });
}

function footer(page: PDFPage, font: PDFFont, text: string) {
  page.drawText(text, { x: X(8), y: Y(116), size: 8, font, color: rgb(0.4, 0.4, 0.4) });
}

async function petition(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Petition for Divorce (template)');
  fixDates(pdf);
  const regular = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const p1 = pdf.addPage([W, H]);
  caption(p1, bold, regular, 'PETITION FOR DIVORCE');
  for (const slot of [SLOTS.petitionerName, SLOTS.respondentName, SLOTS.marriageDate, SLOTS.marriageCity, SLOTS.county]) fieldLine(p1, regular, slot);
  label(p1, bold, 'Do the parties have minor children together?', 8, 66, 11);
  checkbox(p1, regular, SLOTS.childrenYes.x, SLOTS.childrenYes.y, 'Yes');
  checkbox(p1, regular, SLOTS.childrenNo.x, SLOTS.childrenNo.y, 'No');
  label(p1, bold, 'Grounds for divorce (select all that apply):', 8, 78, 11);
  checkbox(p1, regular, SLOTS.groundIrreconcilable.x, SLOTS.groundIrreconcilable.y, 'Irreconcilable differences');
  checkbox(p1, regular, SLOTS.groundSeparation.x, SLOTS.groundSeparation.y, 'Living separately for three years');
  fieldLine(p1, regular, SLOTS.grounds);
  footer(p1, regular, 'Petition for Divorce - page 1 of 2');

  const p2 = pdf.addPage([W, H]);
  p2.drawText('PROPERTY, DEBTS AND SIGNATURE', { x: X(8), y: Y(8), size: 14, font: bold });
  for (const slot of [SLOTS.income, SLOTS.assets, SLOTS.petitionerSignature, SLOTS.petitionerSignDate]) fieldLine(p2, regular, slot);
  p2.drawRectangle({ x: X(SLOTS.photo.x), y: Y(SLOTS.photo.y + SLOTS.photo.height), width: X(SLOTS.photo.width), height: Y(SLOTS.photo.y) - Y(SLOTS.photo.y + SLOTS.photo.height), borderColor: rgb(0.5, 0.5, 0.5), borderWidth: 0.5 });
  label(p2, regular, "Exhibit (uploaded by the petitioner)", SLOTS.photo.x, SLOTS.photo.y - 1.2, 9);
  p2.drawRectangle({ x: X(SLOTS.seal.x), y: Y(SLOTS.seal.y + SLOTS.seal.height), width: X(SLOTS.seal.width), height: Y(SLOTS.seal.y) - Y(SLOTS.seal.y + SLOTS.seal.height), borderColor: rgb(0.5, 0.5, 0.5), borderWidth: 0.5 });
  label(p2, regular, "Court seal", SLOTS.seal.x, SLOTS.seal.y - 1.2, 9);
  footer(p2, regular, 'Petition for Divorce - page 2 of 2');
  return pdf.save();
}

async function stipulation(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Stipulation and Agreement (template)');
  fixDates(pdf);
  const regular = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const p1 = pdf.addPage([W, H]);
  caption(p1, bold, regular, 'STIPULATION AND AGREEMENT');
  footer(p1, regular, 'Stipulation - terms');
  const p2 = pdf.addPage([W, H]);
  p2.drawText('SIGNATURES', { x: X(8), y: Y(8), size: 14, font: bold });
  label(p2, regular, 'The parties sign this stipulation of their own free will.', 8, 14, 11);
  for (const slot of [SLOTS.stipPetitionerSignature, SLOTS.stipPetitionerDate, SLOTS.stipRespondentSignature, SLOTS.stipRespondentDate, SLOTS.stipPad]) fieldLine(p2, regular, slot);
  footer(p2, regular, 'Stipulation - signatures');
  return pdf.save();
}

// A minimal PNG encoder (RGBA, filter 0) so the script needs no image library.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
class Raster {
  readonly data: Uint8Array;
  constructor(readonly width: number, readonly height: number, fill: [number, number, number, number]) {
    this.data = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++) this.data.set(fill, i * 4);
  }
  dot(cx: number, cy: number, r: number, color: [number, number, number, number]) {
    for (let y = Math.floor(cy - r); y <= cy + r; y++)
      for (let x = Math.floor(cx - r); x <= cx + r; x++)
        if (x >= 0 && y >= 0 && x < this.width && y < this.height && (x - cx) ** 2 + (y - cy) ** 2 <= r * r) this.data.set(color, (y * this.width + x) * 4);
  }
  line(x0: number, y0: number, x1: number, y1: number, r: number, color: [number, number, number, number]) {
    const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0));
    for (let s = 0; s <= steps; s++) this.dot(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps, r, color);
  }
  rect(x: number, y: number, w: number, h: number, color: [number, number, number, number]) {
    for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) this.data.set(color, (j * this.width + i) * 4);
  }
  png(): Buffer {
    const rows = Buffer.alloc((this.width * 4 + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      rows[y * (this.width * 4 + 1)] = 0;
      rows.set(this.data.subarray(y * this.width * 4, (y + 1) * this.width * 4), y * (this.width * 4 + 1) + 1);
    }
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(this.width, 0);
    ihdr.writeUInt32BE(this.height, 4);
    ihdr.set([8, 6, 0, 0, 0], 8);
    return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', new Uint8Array())]);
  }
}

function noticePage(): Buffer {
  const r = new Raster(850, 1100, [255, 255, 255, 255]);
  const ink: [number, number, number, number] = [30, 60, 110, 255];
  r.rect(40, 40, 770, 8, ink);
  r.rect(40, 1052, 770, 8, ink);
  r.rect(40, 40, 8, 1020, ink);
  r.rect(802, 40, 8, 1020, ink);
  r.rect(100, 160, 650, 4, ink);
  for (let i = 0; i < 12; i++) r.rect(100, 260 + i * 60, 650 - (i % 3) * 90, 3, [170, 170, 170, 255]);
  return r.png();
}

function courtSeal(): Buffer {
  const r = new Raster(200, 200, [255, 255, 255, 0]);
  const ink: [number, number, number, number] = [140, 20, 20, 255];
  for (let a = 0; a < 360; a += 1) {
    const t = (a * Math.PI) / 180;
    r.dot(100 + 90 * Math.cos(t), 100 + 90 * Math.sin(t), 4, ink);
    r.dot(100 + 70 * Math.cos(t), 100 + 70 * Math.sin(t), 2, ink);
  }
  for (let k = 0; k < 5; k++) {
    const t0 = (k * 144 * Math.PI) / 180 - Math.PI / 2;
    const t1 = ((k + 1) * 144 * Math.PI) / 180 - Math.PI / 2;
    r.line(100 + 50 * Math.cos(t0), 100 + 50 * Math.sin(t0), 100 + 50 * Math.cos(t1), 100 + 50 * Math.sin(t1), 2.5, ink);
  }
  return r.png();
}

function signature(seed: number): Buffer {
  const r = new Raster(400, 120, [255, 255, 255, 0]);
  const ink: [number, number, number, number] = [10, 20, 90, 255];
  let px = 20;
  let py = 70;
  for (let i = 1; i <= 120; i++) {
    const x = 20 + i * 3;
    const y = 70 - 35 * Math.sin(i * (0.31 + seed * 0.05)) * Math.cos(i * 0.07 + seed);
    r.line(px, py, x, y, 2.2, ink);
    px = x;
    py = y;
  }
  r.line(30, 100, 370, 95, 1.8, ink);
  return r.png();
}

function uploadPhoto(): Buffer {
  const r = new Raster(300, 200, [235, 242, 250, 255]);
  r.rect(0, 130, 300, 70, [90, 150, 90, 255]);
  r.dot(230, 50, 28, [250, 200, 40, 255]);
  r.rect(60, 70, 90, 60, [160, 80, 60, 255]);
  return r.png();
}

/** Every sample file by name (as the sample documents reference them under `pdf/`). */
export async function sampleTemplateFiles(): Promise<Map<string, Uint8Array>> {
  return new Map<string, Uint8Array>([
    ['petition.pdf', await petition()],
    ['stipulation.pdf', await stipulation()],
    ['notice-page.png', noticePage()],
    ['court-seal.png', courtSeal()],
    ['sample-signature-petitioner.png', signature(1)],
    ['sample-signature-respondent.png', signature(2)],
    ['sample-upload.png', uploadPhoto()],
  ]);
}

/**
 * A fresh temporary folder laid out like a sample workflow's: the sample files under `pdf/`, so documents
 * and asset loaders resolve 'pdf/petition.pdf' against it. Returns the folder.
 */
export async function writeSampleTemplateFolder(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'accord-samples-'));
  mkdirSync(path.join(dir, 'pdf'));
  for (const [name, bytes] of await sampleTemplateFiles()) writeFileSync(path.join(dir, 'pdf', name), bytes);
  return dir;
}
