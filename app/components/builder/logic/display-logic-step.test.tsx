// Step 3, Display Logic, in the admin's language (issue 35): the findings panel's count, the element list, the
// selected element's logic and the library speak Spanish to an admin reading Spanish (the findings' own sentences
// are the engine's English for now); the English is as it was. The marker on a step 2 card counts in both languages.
import { describe, expect, it } from 'vitest';
import type { FormElement, WorkflowDefinition } from '~/engine';
import { renderInLanguage } from '~/i18n/render-in-language.server';
import { newFormDefinition } from '~/services/builder/definition';
import type { Language } from '../../../../i18n/languages';
import { DisplayLogicStep } from './display-logic-step';
import { ElementLogicMarker } from './logic-findings-marker';
import { newCompound, newExpression, setDisplayLogic } from './logic-operations';

const base = newFormDefinition('Logic');
base.elements.push({ uid: 'q1', type: 'text-input-short', title: 'Q_1' } as FormElement);
// an unfinished test: one error of the checks, and a warning that the element can never show
const definition: WorkflowDefinition = setDisplayLogic(base, 'q1', { hideByDefault: false, root: newCompound([newExpression()]) });

const step = (language: Language) => renderInLanguage(language, <DisplayLogicStep definition={definition} dispatch={() => {}} focus={{ elementUid: 'q1' }} />);
const marker = (language: Language) => renderInLanguage(language, <ElementLogicMarker definition={definition} uid="q1" title="Q_1" />);
const expectAll = (html: string, texts: string[]) => texts.forEach((text) => expect(html).toContain(text));

describe("the builder's step 3 in the admin's language", () => {
  it('keeps its English', async () => {
    expectAll(await step('en'), ['Logic checks: 1 error, 1 warning', 'Display logic of Q_1', 'text-input-short · element 2', 'Library of reusable rules', 'No library rules yet.', 'Remove display logic', '2 to check', ', logic incomplete']);
    expectAll(await marker('en'), ['1 logic error, 1 warning', 'aria-label="Logic checks of Q_1"']);
  });

  it('speaks Spanish to an admin reading Spanish', async () => {
    const html = await step('es');
    expectAll(html, [
      'Revisión de la lógica: 1 error, 1 advertencia',
      'Lógica de visualización de Q_1',
      'texto corto (text-input-short) · elemento 2',
      'Biblioteca de reglas reutilizables',
      'Todavía no hay reglas en la biblioteca.',
      'Quitar la lógica de visualización',
      '2 por revisar',
      ', lógica incompleta',
      'aria-label="Elementos del formulario"',
    ]);
    expect(html).not.toContain('Library of reusable rules');
    expectAll(await marker('es'), ['1 error de lógica; 1 advertencia', 'aria-label="Revisión de la lógica de Q_1"']);
  });
});
