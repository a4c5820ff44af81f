// The engine's messages as the questionnaire page carries them to its fields, with the engine's stable code,
// so the page picks messages out by kind instead of comparing their text.
import type { MessageCode } from '../engine';

export interface PageMessage {
  code: MessageCode;
  text: string;
  /** Item tables: the 1-based row the message is about. */
  row?: number;
}

/**
 * The texts a field shows. A required field's 'Required' waits until the person reviews the page or is sent to
 * the field from the Required Fields list: an empty field is the normal state of a half-filled form. An empty
 * cell of a row being entered is shown at once, like every other message.
 */
export function shownMessages(messages: readonly PageMessage[], showRequired: boolean): string[] {
  const held = (m: PageMessage) => !showRequired && m.code === 'required' && m.row === undefined;
  return messages.filter((m) => !held(m)).map((m) => m.text);
}
