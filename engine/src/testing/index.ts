// Fixtures the engine's tests use and the sample workflows in templates/ are built from: the sample documents
// and the drawing of their PDF templates. A separate entry, so the engine's public surface stays the product's.
export type { Document } from '../definition/documents.ts';
export { sampleDocuments, type SampleQuestions } from './sample-documents.ts';
export { sampleTemplateFiles } from './sample-templates.ts';
export { differenceFromReference, rasterizePage } from '../pdf/png-compare.ts';
export { formRenderInput, formFixture, formLeftovers, wordsInRect, inkInRect, FORMS_DIR, FORM_QUESTIONS, popplerComplaints } from '../pdf/form-test-tools.ts';
