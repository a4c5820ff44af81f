// What must hold before a workflow is published (workflow-builder.md §4): the engine's checks of its definition.
// One function, so every check the engine gains blocks publishing from one place: the validation problems, and
// the logic checks' errors (a condition that can never be true, a required element never shown, a test of a
// deleted question...; issue 20). The checks' warnings are listed in the builder but do not block.
import type { Queryable } from '../../../db/client';
import { englishOf, missingTranslations, offeredIn, signedDocumentChoice, signedDocumentProblem, signedDocumentProblemText, validateWorkflow, workflowProblems, type EngineText, type TranslatableText, type WorkflowDefinition } from '../../engine.server';
import { formFillIssues } from '../builder/form-fields.server';
import { englishPlaceWords, placed, problemPlace } from './problem-place';

export interface PublishingProblem {
  /** JSON pointer into the definition, '' for the whole workflow */
  pointer: string;
  message: string;
  /** the engine's message by code and values, for a page to say in its own language (app/i18n/engine-texts.ts) */
  text?: EngineText;
  /** the texts still without Spanish, for a page to say this problem in its own language (the message is English) */
  missingSpanish?: TranslatableText[];
}

/** The problems that block publishing this definition; empty when it may be published. */
export function publishingProblems(definition: unknown): PublishingProblem[] {
  const validation = validateWorkflow(definition);
  // the logic checks read a definition of the schema's shape: an invalid one is refused on its problems alone
  if (!validation.valid) return validation.problems.map((p) => ({ pointer: p.pointer, message: p.message, text: p.text }));
  const problems = workflowProblems(definition as WorkflowDefinition)
    .filter((issue) => issue.severity === 'error')
    .map((issue) => ({ pointer: issue.pointer, message: issue.message, ...(issue.text ? { text: issue.text } : {}) }));
  // a draft may have no documents yet (the engine's check lets it be), but everyone who answers a published workflow
  // reaches step 5, whose document they review and sign (ADR 027): without one they would wait there for ever
  if (!(definition as WorkflowDefinition).documents?.length) {
    const text = signedDocumentProblemText([])!;
    problems.push({ pointer: '', message: englishOf(text), text });
  }
  problems.push(...spanishProblems(definition as WorkflowDefinition));
  return problems;
}

/** A text's part as the author reads it: 'the help', "the option 'No'", 'the name'. */
function partInWords(text: TranslatableText): string {
  const [kind, ...rest] = text.part.split('.');
  switch (kind) {
    case 'options':
      return `the option '${rest.join('.')}'`;
    case 'fields':
      return `the ${rest.at(-1)} of the dialog field ${rest.slice(0, -1).join('.')}`;
    case 'headers':
      return `the column heading '${text.english}'`;
    case 'images':
      return `the ${rest.at(-1)} of the image ${rest.slice(0, -1).join('.')}`;
    default:
      return `the ${kind}`;
  }
}

/**
 * While the workflow is offered in Spanish (ADR 035), every text a person reads must have its Spanish version: one
 * problem per element (and one for the workflow's own name and description) listing the texts still missing.
 */
export function spanishProblems(definition: WorkflowDefinition): PublishingProblem[] {
  if (!offeredIn(definition, 'es')) return [];
  const byElement = new Map<string, TranslatableText[]>();
  for (const text of missingTranslations(definition, 'es')) byElement.set(text.uid, [...(byElement.get(text.uid) ?? []), text]);
  return [...byElement].map(([uid, texts]) => ({
    pointer: uid ? `/elements/${definition.elements.findIndex((e) => e.uid === uid)}` : '',
    message: `${uid ? '' : 'The workflow: '}Spanish is offered, but ${texts.map(partInWords).join(', ')} ${texts.length === 1 ? 'has' : 'have'} no Spanish text yet.`,
    missingSpanish: texts,
  }));
}

/**
 * What blocks publishing the stored form: its definition's problems, then the errors of its fill actions against its
 * templates' own form fields (issue 34: a field the template lacks, an answer the field cannot take), which read the
 * stored templates. A fill problem's message names its document and action, so it has no pointer to put in words.
 */
export async function formPublishingProblems(db: Queryable, formId: string, definition: unknown): Promise<PublishingProblem[]> {
  const problems = publishingProblems(definition);
  if (problems.length > 0) return problems;
  const fills = await formFillIssues(db, formId, definition as WorkflowDefinition);
  // a template that cannot be read is one problem, not one per action filling it
  const byMessage = new Map(fills.filter((issue) => issue.severity === 'error').map((issue) => [issue.message, issue.text] as const));
  return [...byMessage].map(([message, text]) => ({ pointer: '', message, text }));
}

/** Each problem as a sentence: where it is in the author's words (the element's title, the condition), then what. */
export function problemsInWords(definition: unknown, problems: PublishingProblem[]): string[] {
  const readable = typeof definition === 'object' && definition !== null && Array.isArray((definition as WorkflowDefinition).elements);
  return problems.map((p) => {
    if (!p.pointer || !readable) return p.message;
    return placed(englishPlaceWords(), problemPlace(definition as WorkflowDefinition, p.pointer), p.message);
  });
}

/** Which document people sign at step 5 (ADR 027), as the publish and approval pages say it. */
export function signedDocumentInWords(definition: WorkflowDefinition): string {
  const documents = definition.documents ?? [];
  const choice = signedDocumentChoice(documents);
  if (!('document' in choice)) return signedDocumentProblem(documents) ?? '';
  const byName = choice.by === 'name' ? " (found by its name, which contains 'stipulation': mark it in step 4 of the builder)" : '';
  return `People sign "${choice.document.name}" at step 5${byName}.`;
}
