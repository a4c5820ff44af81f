// The words a workflow without documents prints (workflow-builder.md §8 'No documents'): on the PDF's one page, and
// in the builder where a processed file would show, so the author reads the same sentence in both places.
export const NO_DOCUMENTS_TEXT =
  'This workflow has no documents yet. Add an image file as a PDF Document Template under Documents.';
