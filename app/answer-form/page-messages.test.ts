import { describe, expect, it } from 'vitest';
import { shownMessages, type PageMessage } from './page-messages';

const required: PageMessage = { code: 'required', text: 'Required' };
const cell: PageMessage = { code: 'required', text: 'Row 1, Value: Required', row: 1 };
const email: PageMessage = { code: 'email', text: 'Invalid e-mail.' };

describe('the messages a questionnaire field shows', () => {
  it("hold back a required field's 'Required' while the person is still filling the page", () =>
    expect(shownMessages([required, email], false)).toEqual(['Invalid e-mail.']));
  it("show a required field's 'Required' on review or when the Required Fields list points at it", () =>
    expect(shownMessages([required, email], true)).toEqual(['Required', 'Invalid e-mail.']));
  it("hold back a required table's 'You must enter at least one row' the same way, and show it on review", () => {
    const noRows: PageMessage = { code: 'atLeastOneRow', text: 'You must enter at least one row' };
    expect(shownMessages([noRows], false)).toEqual([]);
    expect(shownMessages([noRows], true)).toEqual(['You must enter at least one row']);
  });
  it('show an empty cell of a row being entered at once', () =>
    expect(shownMessages([cell], false)).toEqual(['Row 1, Value: Required']));
  it('pick the message out by its code, whatever its text says', () =>
    expect(
      shownMessages(
        [
          { code: 'required', text: 'Obligatoire' },
          { code: 'unknownOption', text: 'Required' },
        ],
        false,
      ),
    ).toEqual(['Required']));
});
