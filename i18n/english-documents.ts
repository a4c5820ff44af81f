// The documents catalogue in English without a request, for what the publishing checks write in English (the CLI's
// and the tests' words: where a problem is) and tests; its own module so no page carries the documents' catalogue.
import type { TFunction } from 'i18next';
import documents from './catalogues/en/documents';
import { fixedEnglish } from './english';

export function englishDocuments(): TFunction<'documents'> {
  return fixedEnglish('documents', documents);
}
