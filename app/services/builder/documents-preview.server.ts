// The builder's live preview (workflow-builder.md §2 steps 6 and 7, §4 "re-render with a loading overlay"): the
// current document of the draft rendered by the engine's renderDocuments, the same render a user workflow's
// documents get, with sample answers so text and marks show where they are placed. The rule being edited is drawn
// whatever its condition says, so its actions can always be seen while they are placed.
import type { Queryable } from '../../../db/client';
import { parseFileKey, PostgresFileStorage } from '../../../lib/file-storage.server';
import { renderWorkflow, WorkflowLogicError } from '../../../lib/documents/render-workflow.server';
import { safePdfAssetLoader } from '../../../lib/pdf-sandbox.server';
import {
  DEFAULT_NUMBER_BOUNDS,
  formatWarning,
  RenderError,
  type ElementOfType,
  type ElementType,
  type FormElement,
  type RenderInput,
  type WorkflowDefinition,
} from '../../engine.server';

/**
 * A grey card, 120 by 40 pixels with a dark frame and diagonals, drawn in an image box whose answer is a picture
 * (a file input or a signature pad), so the author sees where the picture of a real answer will go.
 */
export const SAMPLE_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAIAAAC6iKlyAAAA40lEQVR42u3bQQ6AIAxEUY/moT2gW2OiBFuGKf6uTaRPowXKthOS2CAAelHo4xK3iw6iFU9iDWjEg77d0IgHNbqhEf+W+3foH4pHMk2AXl48Ja9M6MXEc7MYAl1afNCYx0IXEh89QhG0rbhsPGpoE3H93adBT8l54tOdDy1QcPheGUGnu1j9Dxyhg1KeFY41dJedeQVZA/pFs8qcqBh03TknbzTQfKOpOqijqaOZGbLWsTg0q3esR1eGZoeFPUPRmNkFF2VBX4coLzqVRJnSeycSp5tUJE5/tEicoxWcYQGaiMQJu7zfbQsni1IAAAAASUVORK5CYII=';

/** Both spouses' signatures as the preview prints them: typed names in the handwriting font, signed on a fixed day. */
export const SAMPLE_SIGNATURES: NonNullable<RenderInput['signatures']> = {
  petitioner: { typedName: 'Sample Petitioner', signedAt: '2025-01-15' },
  respondent: { typedName: 'Sample Respondent', signedAt: '2025-01-15' },
};

// a draft's definition is not yet checked: its options and bounds are read as the JSON may hold them
const firstOption = (element: { options?: unknown }) => (Array.isArray(element.options) && typeof element.options[0] === 'string' && element.options[0] ? element.options[0] : undefined);
const bound = (value: unknown, otherwise: number) => (typeof value === 'number' ? value : otherwise);
const titleText = (element: FormElement) => `${element.title || 'Answer'}`.slice(0, 60);

/**
 * A stand-in answer per element type, so the preview prints something in each box; null for a type with none (display
 * types, and tables, dialogs, videos and figures, which have no stand-in). A picture answer shows the sample card in
 * the shape the questionnaire stores (documents print the answers as evaluation reads them, so a bare string is no
 * upload). A function may still find nothing to stand in (a select without options).
 */
export const SAMPLE_ANSWERS = {
  'text-input-short': titleText,
  'text-input-long': titleText,
  // 1234 where the question's bounds allow it, else the nearest bound: an answer out of range reads as none, and
  // every condition on the question would print as if unanswered
  'number-input': (element) => Math.min(bound(element.upperBound, DEFAULT_NUMBER_BOUNDS.upper), Math.max(bound(element.lowerBound, DEFAULT_NUMBER_BOUNDS.lower), 1234)),
  'single-select': firstOption,
  'state-select': firstOption,
  'multi-select': (element) => {
    const first = firstOption(element);
    return first === undefined ? undefined : [first];
  },
  'date-picker': () => '2025-01-15',
  'file-input': () => ({ name: 'sample.png', url: SAMPLE_IMAGE }),
  'signature-pad': () => ({ url: SAMPLE_IMAGE }),
  // a group's and an image's choices are not options of their own: no stand-in, as before the map
  'grouped-options': null,
  'embedded-image': null,
  'item-table': null,
  'dialog-window': null,
  'youtube-video': null,
  'child-support-calculator': null,
  'computed-property': null,
  'page-break': null,
  heading: null,
  subheading: null,
  paragraph: null,
  label: null,
} satisfies { [K in ElementType]: ((element: ElementOfType<K>) => unknown) | null };

/** A stand-in answer for each element that takes an answer, so the preview prints something in each box. */
export function sampleAnswers(definition: WorkflowDefinition): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const element of definition.elements as FormElement[]) {
    if (!Object.hasOwn(SAMPLE_ANSWERS, element.type)) continue;
    // TypeScript cannot follow that the function picked by element.type takes that same element type.
    const sample = SAMPLE_ANSWERS[element.type] as ((element: FormElement) => unknown) | null;
    const answer = sample?.(element);
    if (answer !== undefined) answers[element.uid] = answer;
  }
  return answers;
}

// Template files are stored under names made of their content, so a file read once never changes: the preview
// keeps the latest ones in memory and renders without reading the database again (a 20-page PDF is read once).
const ASSET_CACHE_LIMIT = 32;
const assets = new Map<string, Uint8Array>();

/** The form's stored files for the renderer, kept in memory once read. */
export function formAssetLoader(db: Queryable, formId: string): (ref: string) => Promise<Uint8Array> {
  return async (ref) => {
    const key = parseFileKey(`forms/${formId}/${ref}`);
    if (!key) throw new Error(`'${ref}' is not a file of this workflow`);
    const hit = assets.get(key);
    if (hit) return hit;
    const file = await new PostgresFileStorage(db).get(key);
    if (!file) throw new Error(`the file '${ref}' is not stored with this workflow: upload it again`);
    const bytes = new Uint8Array(Buffer.concat(await file.stream.toArray()));
    if (assets.size >= ASSET_CACHE_LIMIT) assets.delete(assets.keys().next().value!);
    assets.set(key, bytes);
    return bytes;
  };
}

export type DocumentPreview =
  { ok: true; bytes: Uint8Array; pageCount: number; warnings: string[] } | { ok: false; message: string };

export async function renderDocumentPreview(
  input: {
    definition: WorkflowDefinition;
    documentUid: string;
    ruleUid?: string;
    /** Answers typed into step 7's questionnaire preview, over the sample answers. */
    answers?: Record<string, unknown>;
  },
  loadAsset: (ref: string) => Promise<Uint8Array>,
): Promise<DocumentPreview> {
  const document = input.definition.documents?.find((d) => d.uid === input.documentUid);
  if (!document) return { ok: false, message: 'no document index found' };
  if (document.pages.length === 0)
    return { ok: false, message: `${document.name} has no pages yet: add pages in step 4.` };
  try {
    const result = await renderWorkflow({
      definition: input.definition,
      answers: { ...sampleAnswers(input.definition), ...input.answers },
      onlyDocuments: [document.uid],
      preview: { ruleUid: input.ruleUid },
      signatures: SAMPLE_SIGNATURES,
      // a template stored before PDFs were read safely reaches the preview too
      loadAsset: safePdfAssetLoader(loadAsset),
    });
    return { ok: true, bytes: result.bytes, pageCount: result.pageCount, warnings: result.warnings.map(formatWarning) };
  } catch (error) {
    if (error instanceof WorkflowLogicError)
      return { ok: false, message: `The preview could not apply the workflow's logic: ${error.message}` };
    if (error instanceof RenderError)
      return { ok: false, message: `The document could not be drawn: ${error.message}` };
    throw error;
  }
}
