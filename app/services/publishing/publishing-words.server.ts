// The publishing pages' server-made texts in the request's language (issue 35): the problems that refuse publishing,
// the document signed at step 5, and the publishing services' refusals. A problem whose words are the engine's (its
// checks speak English, for the CLI too) is said from the catalogue by its code (app/i18n/engine-texts.ts), after
// where it is (problem-place.ts, in the same language); the list of texts still missing in Spanish is said in the
// page's language from its parts.
import type { TFunction } from 'i18next';
import { signedDocumentChoice, signedDocumentProblemText, type TranslatableText, type WorkflowDefinition } from '../../engine.server';
import { sayEngineText } from '../../i18n/engine-texts';
import { knownTexts } from '../../i18n/known-texts.server';
import documents from '../../../i18n/catalogues/en/documents';
import type { Language } from '../../../i18n/languages';
import { problemsInWords, type PublishingProblem } from './publishing-checks.server';
import { placed, problemPlace, type PlaceWords } from './problem-place';

/** A text for the page: in the page's language, or English (`lang: 'en'`) where only the engine's English exists. */
export interface Said {
  text: string;
  lang?: 'en';
}

type T = TFunction<'documents'>;

function partSaid(t: T, text: TranslatableText): string {
  const [kind, ...rest] = text.part.split('.');
  switch (kind) {
    case 'options':
      return t('publishing.parts.option', { name: rest.join('.') });
    case 'fields':
      return t('publishing.parts.field', { part: rest.at(-1), name: rest.slice(0, -1).join('.') });
    case 'headers':
      return t('publishing.parts.header', { text: text.english });
    case 'images':
      return t('publishing.parts.image', { part: rest.at(-1), name: rest.slice(0, -1).join('.') });
    default:
      return t('publishing.parts.text', { part: kind });
  }
}

function missingSpanishSaid(t: T, definition: WorkflowDefinition, pointer: string, texts: TranslatableText[]): string {
  const index = Number(pointer.split('/')[2]);
  const element = pointer ? definition.elements[index] : undefined;
  const place = element
    ? t('publishing.theElement', { title: element.title || element.label || t('publishing.withoutTitle'), number: index + 1 })
    : t('publishing.theWorkflow');
  return t('publishing.missingSpanish', { place, parts: texts.map((text) => partSaid(t, text)).join(', '), count: texts.length });
}

/**
 * Each problem as a sentence for the page: the missing Spanish and the engine's findings in its language, after where
 * the problem is in the author's words (the English page: the checks' own English sentences, as the CLI says them).
 * A finding the engine gives no code for stays English, marked so.
 */
export function problemsSaid(words: PlaceWords, language: string, definition: unknown, problems: PublishingProblem[]): Said[] {
  const { t } = words;
  const english = problemsInWords(definition, problems);
  const readable = typeof definition === 'object' && definition !== null && Array.isArray((definition as WorkflowDefinition).elements);
  const found = (problem: PublishingProblem, finding: string) =>
    problem.pointer && readable ? placed(words, problemPlace(definition as WorkflowDefinition, problem.pointer, words), finding) : finding;
  return problems.map((problem, i) =>
    problem.missingSpanish && readable
      ? { text: missingSpanishSaid(t, definition as WorkflowDefinition, problem.pointer, problem.missingSpanish) }
      : language === 'en'
        ? { text: english[i]! }
        : problem.text
          ? { text: found(problem, sayEngineText(t, problem.text)) }
          : { text: english[i]!, lang: 'en' },
  );
}

/** Which document people sign at step 5 (ADR 027), as the publish page says it. */
export function signedDocumentSaid(t: T, language: Language, definition: WorkflowDefinition): Said {
  const documentList = definition.documents ?? [];
  const choice = signedDocumentChoice(documentList);
  if (!('document' in choice)) {
    const problem = signedDocumentProblemText(documentList);
    return { text: problem ? sayEngineText(t, problem) : '' };
  }
  const name = choice.document.name;
  return { text: choice.by === 'name' ? t('publishing.signedDocumentByName', { name }) : t('publishing.signedDocument', { name }) };
}

/** The publishing services' refusals (English constants) in the request's language, where the catalogue knows them. */
export const publishingRefusalTexts = (request: Request) => knownTexts(request, 'documents', 'publishing.refusals', documents.publishing.refusals);
