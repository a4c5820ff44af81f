// A translated choice must name one of the element's choices by its English text (its stored key): a Spanish text
// kept for an option since renamed or removed would never show, and the author would not know.
import { elementChoices, TRANSLATED_LANGUAGES } from '../translations.ts';
import type { FormElement } from '../elements.ts';
import { pointer, problem, type WorkflowProblem } from '../problem.ts';
import { records } from './walk.ts';

export function checkTranslatedChoices(definition: Record<string, unknown>): WorkflowProblem[] {
  const problems: WorkflowProblem[] = [];
  for (const [element, e] of records(definition.elements)) {
    const translations = element.translations as FormElement['translations'];
    if (!translations) continue;
    const choices = new Set(elementChoices(element as unknown as FormElement));
    for (const language of TRANSLATED_LANGUAGES)
      for (const choice of Object.keys(translations[language]?.options ?? {}))
        if (!choices.has(choice))
          problems.push(problem(pointer('elements', e, 'translations', language, 'options', choice), 'translation-names-no-option', { choice, title: String(element.title) }));
  }
  return problems;
}
