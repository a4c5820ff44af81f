// A PDF chosen as an embedded picture becomes a PNG before it is sent (workflow-builder.md §5 'PDFs are converted to
// PNG first', §7 convertPdfToPng). The server has no PDF renderer and `npm start` needs nothing beyond Node, so the
// page is drawn in the author's browser by pdf.js (the same loader as step 4's page views, its worker a static asset
// of the app) and the PNG goes through the media route's ordinary checks. Only the first page is used: one PDF is
// one picture, as the spec's single PNG answer has it (ADR 013); the author is told when there were more pages.
import { forgetPdf, loadPdf } from './documents/pdf-view';

/** Wide enough to read a letter page's print on a large screen (150 dots an inch), small enough to stay under 5 MB. */
export const PDF_PICTURE_WIDTH = 1275;

export interface PdfPicture {
  file: File;
  /** the PDF's pages; only the first became the picture */
  pageCount: number;
}

export function isPdfName(fileName: string): boolean {
  return fileName.toLowerCase().endsWith('.pdf');
}

/** 'scan.PDF' → 'scan.png' */
export function pngNameFor(fileName: string): string {
  return `${fileName.replace(/\.pdf$/i, '') || 'page'}.png`;
}

/** Draws the PDF's first page on a white canvas PDF_PICTURE_WIDTH pixels wide and answers it as a PNG file. */
export async function pdfFirstPageAsPng(file: File): Promise<PdfPicture> {
  // a key of its own, forgotten afterwards: the loader keeps documents by address while the builder is open
  const key = `upload:${crypto.randomUUID()}`;
  try {
    const pdf = await loadPdf(key, new Uint8Array(await file.arrayBuffer()));
    const page = await pdf.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: PDF_PICTURE_WIDTH / natural.width });
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvasContext: context, viewport, canvas }).promise;
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('no PNG');
    return { file: new File([blob], pngNameFor(file.name), { type: 'image/png' }), pageCount: pdf.numPages };
  } finally {
    forgetPdf(key);
  }
}
