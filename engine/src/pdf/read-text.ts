// The text of a rendered PDF, page by page, read back with pdf.js (Node only): what `accord test` searches for a
// scenario's printed and absent strings. It reads the whole page, template text included, as a person reads it.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text: pdf.js's text items in order, a line break where a line ends. */
export async function readPdfText(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push(text);
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** Compares texts as a reader does: whitespace, line breaks and how the renderer split a line into runs do not count. */
export function squeeze(text: string): string {
  return text.replace(/\s+/g, '');
}
