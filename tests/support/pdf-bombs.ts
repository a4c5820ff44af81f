// PDFs that cost far more to read than their size: the shapes an outside probe used (issue 30, item 2).
import zlib from 'node:zlib';

function pdfWith(objects: string[], stream?: { header: string; bytes: Buffer }): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  objects.forEach((body, index) => parts.push(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1')));
  if (stream) {
    parts.push(Buffer.from(`${objects.length + 1} 0 obj\n${stream.header.replace('LENGTH', String(stream.bytes.byteLength))}\nstream\n`, 'latin1'));
    parts.push(stream.bytes, Buffer.from('\nendstream\nendobj\n', 'latin1'));
  }
  parts.push(Buffer.from(`trailer\n<< /Root 1 0 R /Size ${objects.length + 2} >>\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

const ONE_PAGE = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'];

/** Zeros deflated a megabyte at a time, so making the bomb never holds what it inflates to. */
async function deflatedZeros(megabytes: number): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 1 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const chunk = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i += 1) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** A one-page PDF with an object stream that inflates to `inflatedMb` megabytes (1,024 make about 4.5 MB). */
export async function inflationBomb(inflatedMb: number): Promise<Buffer> {
  return pdfWith(ONE_PAGE, { header: '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length LENGTH >>', bytes: await deflatedZeros(inflatedMb) });
}

/** A PDF whose page tree lists `references` kids (2,000,000 make about 11 MB). */
export function pageTreeBomb(references: number): Buffer {
  const kids = Buffer.alloc(references * 6, '3 0 R ', 'latin1').toString('latin1');
  return pdfWith(['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] /Count ${references} >>`, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>']);
}
