import { describe, expect, it } from 'vitest';
import { MESSAGES, rangeMessage, rowLimitMessage, tooLargeMessage, tooLongMessage, type FormElement } from '../engine.server';
import { questionnaireTexts } from '../../i18n/questionnaire-texts';
import { codedText, messageText, shownMessages, type PageMessage } from './page-messages';

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

describe('a message said in the page language (issue 35)', () => {
  const english = questionnaireTexts('en');
  const spanish = questionnaireTexts('es');
  it("says every engine message in English word for word as the engine has it, by its code", () => {
    for (const [code, text] of Object.entries(MESSAGES)) expect(codedText(english, { code: code as keyof typeof MESSAGES })).toBe(text);
    expect(codedText(english, { code: 'range', values: { low: -100, high: 100000 } })).toBe(rangeMessage(-100, 100000));
    for (const limit of [1, 3]) expect(codedText(english, { code: 'rowLimit', values: { limit } })).toBe(rowLimitMessage(limit));
    expect(codedText(english, { code: 'tooLong', values: { limit: 20000 } })).toBe(tooLongMessage(20000));
    expect(codedText(english, { code: 'tooLarge', values: { limit: 250000 } })).toBe(tooLargeMessage(250000));
  });
  it('says a message in Spanish by its code, with its numbers as the English has them and its row and column named', () => {
    const table: FormElement = { uid: 't', type: 'item-table', title: 'T', variant: 'user-input-allowed', headers: [{ text: 'Valor', value: 'value', align: 'end', variant: 'money' }] };
    const range: PageMessage = { code: 'range', text: 'Row 2, Value: Please enter a range between 1 and 100000', values: { low: 1, high: 100000 }, row: 2, column: 'value' };
    expect(messageText(spanish, range, table)).toBe('Fila 2, Valor: Escriba un valor entre 1 y 100000');
    expect(messageText(english, range, table)).toBe('Row 2, Valor: Please enter a range between 1 and 100000');
    expect(codedText(spanish, { code: 'tooLong', values: { limit: 1000 } })).toBe('Acorte esta respuesta a un máximo de 1,000 caracteres.');
    expect(messageText(spanish, required)).toBe('Obligatoria');
    expect(shownMessages([required, email], true, (m) => messageText(spanish, m))).toEqual(['Obligatoria', 'Correo electrónico no válido.']);
  });
  it('counts rows with a plural in either language', () => {
    expect(codedText(spanish, { code: 'rowLimit', values: { limit: 1 } })).toBe('Puede escribir como máximo 1 fila.');
    expect(codedText(spanish, { code: 'rowLimit', values: { limit: 2 } })).toBe('Puede escribir como máximo 2 filas.');
  });
});
