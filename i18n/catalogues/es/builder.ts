// The builder's frame and its steps for the form: metadata, elements, display logic, translations and the preview in Spanish: drafted here, not yet reviewed by a translator.
import type { Messages } from '../messages';
import type en from '../en/builder';

const builder: Messages<typeof en> = {};

export default builder;
