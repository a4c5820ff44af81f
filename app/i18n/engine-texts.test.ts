import { describe, expect, it } from 'vitest';
import { checkWorkflow, ENGINE_TEXT_CODES, ENGINE_TEXTS, type EngineText } from '~/engine';
import { validateWorkflow, type FormElement } from '~/engine.server';
import { newFormDefinition } from '~/services/builder/definition';
import documents from '../../i18n/catalogues/en/documents';
import { textsIn } from '../../i18n/texts-for-tests';
import { sayEngineText, sayFinding } from './engine-texts';

const catalogue: Record<string, string> = documents.engine;

describe("the engine's findings said from the catalogue", () => {
  it('has every code of the engine in the English catalogue, in the engine’s own words', () => {
    for (const code of ENGINE_TEXT_CODES) {
      const english = ENGINE_TEXTS[code];
      if (typeof english === 'string') expect(catalogue[code], code).toBe(english);
      else {
        expect(catalogue[`${code}_one`], code).toBe(english.one);
        expect(catalogue[`${code}_other`], code).toBe(english.other);
      }
    }
  });

  it('says nothing the engine has no code for', () => {
    const codes = new Set<string>(ENGINE_TEXT_CODES);
    for (const key of Object.keys(catalogue)) expect(codes.has(key.replace(/_(one|other)$/, '')), key).toBe(true);
  });

  it('says each problem and finding of a faulty workflow in English exactly as the engine writes it, nested parts and plurals too', async () => {
    const t = await textsIn('en', 'documents');
    const logic = (questions: object[], operator = 'and') => ({ displayLogic: { hideByDefault: false, root: { uid: `n${operator}${questions.length}`, kind: 'expression', conditional: 'if', operator, questions } } });
    const definition = newFormDefinition('Faulty');
    definition.elements.push(
      ...([
        { uid: 'married', type: 'single-select', title: 'MARRIED', options: ['Yes', 'No'] },
        // a test no answer passes (a nested list of choices and a reason), and a required element never shown
        { uid: 'spouse', type: 'text-input-short', title: 'SPOUSE', required: true, ...logic([{ questionUid: 'married', comparison: 'is', answer: 'Maybe' }]) },
        // a condition always true (a node), a test of a deleted question, a page never shown with its elements (plural)
        { uid: 'note', type: 'paragraph', title: 'NOTE', ...logic([{ questionUid: 'married', comparison: 'is', answer: 'Yes' }, { questionUid: 'married', comparison: 'is-not', answer: 'Yes' }], 'or') },
        { uid: 'gone', type: 'paragraph', title: 'GONE', ...logic([{ questionUid: 'nobody', comparison: 'is', answer: 'x' }]) },
        { uid: 'page2', type: 'page-break', title: 'PAGE_2', label: 'Details', ...logic([{ questionUid: 'married', comparison: 'any', answer: ['Maybe', 'Never'] }]) },
        { uid: 'city', type: 'text-input-short', title: 'CITY' },
        { uid: 'town', type: 'text-input-short', title: 'CITY' },
      ] as FormElement[]),
    );
    const said = [...validateWorkflow(definition).problems, ...checkWorkflow(definition, { today: '2026-01-15' }).findings];
    const codes = said.map((found) => found.text.code);
    expect(codes).toEqual(expect.arrayContaining(['title-not-unique', 'test-never-true', 'condition-always-true', 'required-never-shown', 'deleted-question-test', 'page-never-shown']));
    for (const found of said) expect(sayFinding(t, found)).toBe(found.message);
    // and in Spanish, none is left in its English
    const es = await textsIn('es', 'documents');
    for (const found of said) expect(sayFinding(es, found)).not.toBe(found.message);
  });

  it('says a finding in Spanish with its nested parts in Spanish too', async () => {
    const t = await textsIn('es', 'documents');
    const text: EngineText = {
      code: 'test-never-true',
      values: {
        owner: { code: 'owner-the-element-logic', values: { title: 'KIDS' } },
        test: { code: 'test-is', values: { title: 'MARRIED', operand: { code: 'operand', values: { value: { code: 'list-or', values: { first: '"Yes"', rest: '"No"' } } } } } },
        reason: { code: 'reason-no-answer', values: { title: 'MARRIED' } },
      },
    };
    expect(sayEngineText(t, text)).toBe('En la lógica de visualización de «KIDS», la prueba «MARRIED es "Yes" o "No"» nunca puede ser verdadera: ninguna respuesta que acepte «MARRIED» la cumple.');
    expect(sayEngineText(t, { code: 'page-never-shown', values: { title: 'Start', count: 1, why: { code: 'why-logic-and-rules', values: {} } } })).toBe(
      'La página «Start» nunca se puede mostrar, ni su 1 elemento: su lógica de visualización y sus reglas nunca dejan que se muestre.',
    );
    // an owner first in the sentence starts it with a capital
    expect(sayEngineText(t, { code: 'unfinished-test-question', values: { owner: { code: 'owner-the-library-rule', values: { name: 'Adults' } } } })).toBe(
      'La regla de biblioteca «Adults» tiene una prueba sin terminar: elija su pregunta o quite la prueba.',
    );
  });

  it('says a report without a code as the engine wrote it', async () => {
    expect(sayFinding(await textsIn('es', 'documents'), { message: 'Something English' })).toBe('Something English');
  });
});
