// What changed reads in the person's language (ADR 035): a choice stored by its English text is named as the reader
// sees it; other answers, and every answer in English, read as stored.
import { describe, expect, it } from 'vitest';
import type { FormElement } from '../../engine';
import { questionnaireTexts } from '../../../i18n/questionnaire-texts';
import { answerChanges, changeWords, ENGLISH_CHANGE_WORDS, shownIn, valueText, type ChangeWords } from './answer-changes';

const choice = {
  uid: 'c1',
  type: 'single-select',
  title: 'MILITARY',
  label: 'On active duty?',
  options: ['Yes', 'No'],
  translations: { es: { label: '¿En servicio activo?', options: { Yes: 'Sí', No: 'No' } } },
} as FormElement;
const many = { uid: 'm1', type: 'multi-select', title: 'HOLIDAYS', label: 'Holidays', options: ['Easter', 'Thanksgiving'], translations: { es: { options: { Easter: 'Pascua' } } } } as FormElement;
const text = { uid: 't1', type: 'text-input-short', title: 'NAME', label: 'Name' } as FormElement;

describe('shownIn', () => {
  it('names choices in Spanish, an untranslated one by its English text, and leaves typed answers as typed', () => {
    const es = shownIn('es');
    expect(es(choice, 'Yes')).toBe('Sí');
    expect(es(many, ['Easter', 'Thanksgiving'])).toEqual(['Pascua', 'Thanksgiving']);
    expect(es(text, 'Yes')).toBe('Yes');
    expect(shownIn('en')(choice, 'Yes')).toBe('Yes');
  });

  it('gives the changes of a choice in the reader’s words', () => {
    const pages = [{ uid: 'p', label: 'Page', elements: [choice] }];
    const [page] = answerChanges(pages, { c1: 'No' }, { c1: 'Yes' }, shownIn('es'));
    expect(page!.fields[0]).toMatchObject({ before: 'No', after: 'Sí' });
  });
});

/** Every word of a `ChangeWords`, said with sample values, to compare two of them. */
const said = (w: ChangeWords) => [w.notSigned, w.signedAs('Ann'), w.signedDrawn, w.range('01/02/2025', '03/04/2025'), w.row(2, 'Car | 1'), w.chose('Same'), w.watched, w.notWatched, w.yes, w.no, w.page(3)];

describe('the words values read with', () => {
  it('in English are the English catalogue’s, word for word', () => {
    expect(said(ENGLISH_CHANGE_WORDS)).toEqual(said(changeWords(questionnaireTexts('en'))));
  });

  it('in Spanish: a signature, a date range, a table’s rows, a dialog’s choice and fields by their labels, a video', () => {
    const es = changeWords(questionnaireTexts('es'));
    expect(valueText({ uid: 's', type: 'signature-pad', title: 'SIGN' } as FormElement, { signed: true, typedName: 'Ana Pérez' }, es)).toBe('Firmado como Ana Pérez');
    expect(valueText({ uid: 's', type: 'signature-pad', title: 'SIGN' } as FormElement, { signed: false }, es)).toBe('Sin firmar');
    expect(valueText({ uid: 'd', type: 'date-picker', title: 'WHEN' } as FormElement, { start: '01/02/2025', end: '03/04/2025' }, es)).toBe('01/02/2025 a 03/04/2025');
    expect(valueText({ uid: 'r', type: 'item-table', title: 'ITEMS' } as FormElement, [{ item: 'Auto', value: 1 }], es)).toBe('Fila 1: Auto | 1');
    const dialog = { uid: 'w', type: 'dialog-window', title: 'MAIL', dialogFields: [{ uid: 'a', type: 'text-input-short', title: 'ADDRESS', label: 'Dirección' }] } as FormElement;
    expect(valueText(dialog, { buttonClicked: 'Usar esta', fields: { a: '1 Calle', b: true } }, es)).toBe('Eligió Usar esta\nDirección: 1 Calle\nb: Sí');
    expect(valueText({ uid: 'v', type: 'youtube-video', title: 'VIDEO' } as FormElement, { watched: true }, es)).toBe('Visto');
  });
});
