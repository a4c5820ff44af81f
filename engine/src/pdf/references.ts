// References to objects a PDF does not hold. The PDF format reads such a reference as null, but a writer must still
// list every object number it uses in the cross-reference table: pdf-lib's page copier gives a dangling reference of
// a template (a court form's page whose /Annots still names a widget its producer deleted, as pdf-lib's own
// removeField leaves) a new number in the rendered file and writes no object for it, so poppler reports 'Invalid
// XRef entry N' and rebuilds the table of the sealed file. Before saving, a dangling entry of an /Annots array is
// dropped (it was an annotation that no longer exists) and any other dangling reference gets a null object.
import { PDFArray, PDFDict, PDFName, PDFNull, PDFRef, PDFStream, type PDFContext, type PDFObject } from 'pdf-lib';

const ANNOTS = PDFName.of('Annots');

/** Dangling references mended in the document's context; how many were found. */
export function mendDanglingReferences(context: PDFContext): number {
  const missing = new Set<PDFRef>();
  const dangling = (value: PDFObject | undefined): value is PDFRef => value instanceof PDFRef && context.lookup(value) === undefined;
  const visit = (value: PDFObject | undefined): void => {
    if (dangling(value)) missing.add(value);
    else if (value instanceof PDFDict) {
      for (const [key, entry] of value.entries()) {
        if (key === ANNOTS && entry instanceof PDFArray) {
          for (let i = entry.size() - 1; i >= 0; i--) if (dangling(entry.get(i))) entry.remove(i);
        }
        visit(entry);
      }
    } else if (value instanceof PDFArray) for (const item of value.asArray()) visit(item);
    else if (value instanceof PDFStream) visit(value.dict);
  };
  for (const [, object] of context.enumerateIndirectObjects()) visit(object);
  for (const value of Object.values(context.trailerInfo)) visit(value as PDFObject | undefined);
  for (const ref of missing) context.assign(ref, PDFNull);
  return missing.size;
}
