// The guide's own pages: the setup stepper, My Documents and shared forms, paying, signing, sharing and the final document in Spanish: drafted here, not yet reviewed by a translator.
import type { Messages } from '../messages';
import type en from '../en/guide';

const guide: Messages<typeof en> = {};

export default guide;
