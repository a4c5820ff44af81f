import { describe, expect, it } from 'vitest';
import { compile } from '../evaluation/compile.ts';
import { evaluate } from '../evaluation/evaluate.ts';
import { expression, showWhen, workflow } from '../testing/fixtures.ts';
import type { FormElement } from './elements.ts';
import { choiceLabel, localizeWorkflow, missingTranslations, shownInEnglish, workflowLanguage } from './translations.ts';
import { validateWorkflow } from './validate-workflow.ts';

const children: FormElement = {
  uid: 'kids',
  type: 'single-select',
  title: 'HAS_CHILDREN',
  label: 'Do you have children together?',
  required: true,
  helpData: { text: 'Count children under 18.' },
  options: ['Yes', 'No'],
  translations: { es: { label: '¿Tienen hijos en común?', options: { Yes: 'Sí' } } },
};
const names: FormElement = {
  uid: 'names',
  type: 'text-input-short',
  title: 'CHILD_NAMES',
  label: "Children's names",
  required: true,
  ...showWhen(expression([{ questionUid: 'kids', comparison: 'is', answer: 'Yes' }])),
};
const bilingual = workflow([children, names], { languages: { es: { offered: true } }, translations: { es: { name: 'Flujo de prueba' } } });

describe('bilingual definitions', () => {
  it('an English-only definition stays valid and reads the same in any language', () => {
    const english = workflow([{ ...children, translations: undefined } as FormElement, names]);
    delete (english.elements[1] as Partial<FormElement>).translations;
    expect(validateWorkflow(english).problems).toEqual([]);
    expect(localizeWorkflow(english, 'en')).toBe(english);
    expect(localizeWorkflow(english, 'es').elements).toEqual(english.elements);
  });

  it('a definition with Spanish texts is valid, and the schema refuses a language or part it does not know', () => {
    expect(validateWorkflow(bilingual).problems).toEqual([]);
    const unknownLanguage = workflow([{ ...children, translations: { fr: { label: 'Enfants' } } } as unknown as FormElement]);
    expect(validateWorkflow(unknownLanguage).valid).toBe(false);
    const unknownPart = workflow([{ ...children, translations: { es: { tooltip: 'x' } } } as unknown as FormElement]);
    expect(validateWorkflow(unknownPart).valid).toBe(false);
  });

  it('a translated option that names no option of its element is a problem naming the element', () => {
    const stale = workflow([{ ...children, translations: { es: { options: { Maybe: 'Quizás' } } } }]);
    const problems = validateWorkflow(stale).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]!.pointer).toBe('/elements/1/translations/es/options/Maybe');
    expect(problems[0]!.message).toContain('HAS_CHILDREN');
  });

  it('Spanish texts are shown where written and English where missing, and the renderer can tell which', () => {
    const shown = localizeWorkflow(bilingual, 'es');
    const kids = shown.elements[1]!;
    expect(shown.name).toBe('Flujo de prueba');
    expect(kids.label).toBe('¿Tienen hijos en común?');
    expect(kids.helpData?.text).toBe('Count children under 18.');
    expect(shownInEnglish(kids, 'label', 'es')).toBe(false);
    expect(shownInEnglish(kids, 'help', 'es')).toBe(true);
    expect(shownInEnglish(kids, 'label', 'en')).toBe(false);
    expect(choiceLabel(kids, 'Yes', 'es')).toEqual({ text: 'Sí', english: false });
    expect(choiceLabel(kids, 'No', 'es')).toEqual({ text: 'No', english: true });
    expect(choiceLabel(kids, 'Yes', 'en')).toEqual({ text: 'Yes', english: false });
  });

  it('a choice made in Spanish is stored and compared as its English text', () => {
    const shown = localizeWorkflow(bilingual, 'es');
    expect(shown.elements[1]).toMatchObject({ options: ['Yes', 'No'] });
    const evaluation = evaluate(compile(shown), { kids: 'Yes', names: 'Ana' });
    expect(evaluation.visibleElementUids).toContain('names');
    expect(evaluation.answers.kids).toBe('Yes');
  });

  it('the engine speaks the person’s language in its lists: the Required Fields list names fields in Spanish', () => {
    const evaluation = evaluate(compile(localizeWorkflow(bilingual, 'es')), {});
    expect(evaluation.missingRequired[0]!.fields[0]!.label).toBe('¿Tienen hijos en común?');
  });

  it('lists every text still missing in Spanish, with its element and part', () => {
    const missing = missingTranslations(bilingual, 'es').map((t) => `${t.title}:${t.part}`);
    expect(missing).toEqual(['PAGE_1:label', 'HAS_CHILDREN:help', 'HAS_CHILDREN:options.No', "CHILD_NAMES:label"]);
  });

  it('a workflow is read in Spanish only when its author offers it in Spanish', () => {
    expect(workflowLanguage(bilingual, 'es')).toBe('es');
    expect(workflowLanguage(bilingual, 'en')).toBe('en');
    expect(workflowLanguage(workflow([children]), 'es')).toBe('en');
    expect(workflowLanguage(workflow([children], { languages: { es: { offered: false } } }), 'es')).toBe('en');
  });
});
