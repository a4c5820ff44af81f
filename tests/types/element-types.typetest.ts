// A type-level test, checked by `tsc --noEmit` (npm run typecheck), never run: it adds a 22nd element type and
// shows that every place that must handle each element type fails to compile until it handles the new one.
// Each consumer keeps a table keyed by ElementType and looks an element's entry up by element.type; each
// line marked @ts-expect-error below is that lookup for an element of the new type. If a consumer stops being
// exhaustive (a table typed by string, an index signature, a switch with a silent default in its place),
// its lookup compiles, the @ts-expect-error is unused, and the typecheck fails.
import type { ElementBase, ElementType, ElementTypeInfo, FormElement } from '@accord/engine';
import { ANSWER_FORMATS, ANSWER_READERS, ANSWER_SPACE_RULES, COMPARISONS_BY_ELEMENT_TYPE, ELEMENT_TYPE_REGISTRY, EMPTY_ANSWERS } from '@accord/engine';
import { FIELD_RENDERERS } from '~/components/questionnaire/element-field';
import { POSTED_ANSWER_READERS, UNTOUCHED_VALUES } from '~/answer-form/form-answers';
import { SAMPLE_ANSWERS } from '~/services/builder/documents-preview.server';

/** The 22nd type, as it would be declared in engine/src/definition/elements.ts. */
interface TaxFormElement extends ElementBase {
  type: 'tax-form';
}
type NextFormElement = FormElement | TaxFormElement;

declare const today: FormElement;
declare const next: NextFormElement;

// Today each consumer has an entry for every element type.
export const handledToday = [
  ELEMENT_TYPE_REGISTRY[today.type],
  COMPARISONS_BY_ELEMENT_TYPE[today.type],
  ANSWER_READERS[today.type],
  EMPTY_ANSWERS[today.type],
  ANSWER_FORMATS[today.type],
  FIELD_RENDERERS[today.type],
  POSTED_ANSWER_READERS[today.type],
  UNTOUCHED_VALUES[today.type],
  ANSWER_SPACE_RULES[today.type],
  SAMPLE_ANSWERS[today.type],
];

// With a 22nd type, each of them must be given an entry for it.
export const handledNext = [
  // @ts-expect-error -- the element-type registry (engine/src/definition/element-registry.ts) has no entry for it
  ELEMENT_TYPE_REGISTRY[next.type],
  // @ts-expect-error -- the comparisons a condition on it may use come from the registry
  COMPARISONS_BY_ELEMENT_TYPE[next.type],
  // @ts-expect-error -- readAnswer (engine/src/answers/read-answer.ts) has no reader for it
  ANSWER_READERS[next.type],
  // @ts-expect-error -- emptyAnswer (engine/src/answers/empty-answer.ts) does not know how to clear it
  EMPTY_ANSWERS[next.type],
  // @ts-expect-error -- documents (engine/src/pdf/format.ts) do not know how to print its answer
  ANSWER_FORMATS[next.type],
  // @ts-expect-error -- the questionnaire (app/components/questionnaire/element-field.tsx) cannot render it
  FIELD_RENDERERS[next.type],
  // @ts-expect-error -- the form reader (app/answer-form/form-answers.ts) cannot read its posted inputs
  POSTED_ANSWER_READERS[next.type],
  // @ts-expect-error -- nor tell an untouched field of it from a change
  UNTOUCHED_VALUES[next.type],
  // @ts-expect-error -- the logic checks (engine/src/checks/answer-space.ts) do not know which answers to try for it
  ANSWER_SPACE_RULES[next.type],
  // @ts-expect-error -- the builder's preview (app/services/builder/documents-preview.server.ts) has no stand-in answer for it
  SAMPLE_ANSWERS[next.type],
];

// The list of types itself: adding 'tax-form' to ELEMENT_TYPES is what makes it an ElementType.
// @ts-expect-error -- 'tax-form' is not an element type yet
export const notYet: ElementType = 'tax-form';

// Every entry of the registry says how large its answer may be stored (issue 30 item 6): an entry without it does not
// compile, so a 22nd type cannot be added with no limit.
export const withLimit: ElementTypeInfo = { family: 'text', requirable: true, answer: 'text', answerInput: 'plain', comparisons: [], answerLimit: 4000 };
// @ts-expect-error -- answerLimit is missing
export const withoutLimit: ElementTypeInfo = { family: 'text', requirable: true, answer: 'text', answerInput: 'plain', comparisons: [] };
