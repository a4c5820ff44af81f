// What changed reads in the person's language (ADR 035): a choice stored by its English text is named as the reader
// sees it; other answers, and every answer in English, read as stored.
import { describe, expect, it } from 'vitest';
import type { FormElement } from '../../engine';
import { answerChanges, shownIn } from './answer-changes';

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
