// The questionnaire's chrome, its fields' own texts and messages, comments, the print page and the other party's guide in Spanish: drafted here, not yet reviewed by a translator.
import type { Messages } from '../messages';
import type en from '../en/questionnaire';

const questionnaire: Messages<typeof en> = {};

export default questionnaire;
