// The builder's document steps: documents, placements, the text editor, form fields, rules, actions and publishing in Spanish: drafted here, not yet reviewed by a translator.
import type { Messages } from '../messages';
import type en from '../en/documents';

const documents: Messages<typeof en> = {};

export default documents;
