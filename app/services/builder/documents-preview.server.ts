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
  elementTypeInfo,
  formatWarning,
  RenderError,
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

/** A stand-in answer for each element that takes an answer, so the preview prints something in each box. */
export function sampleAnswers(definition: WorkflowDefinition): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const element of definition.elements as FormElement[]) {
    const options = 'options' in element && Array.isArray(element.options) ? (element.options as string[]) : [];
    switch (elementTypeInfo(element.type)?.answer) {
      case 'text':
        answers[element.uid] = `${element.title || 'Answer'}`.slice(0, 60);
        break;
      case 'number': {
        // 1234 where the question's bounds allow it, else the nearest bound: an answer out of range reads as none,
        // and every condition on the question would print as if unanswered
        const lower = 'lowerBound' in element && typeof element.lowerBound === 'number' ? element.lowerBound : DEFAULT_NUMBER_BOUNDS.lower;
        const upper = 'upperBound' in element && typeof element.upperBound === 'number' ? element.upperBound : DEFAULT_NUMBER_BOUNDS.upper;
        answers[element.uid] = Math.min(upper, Math.max(lower, 1234));
        break;
      }
      case 'choice':
        if (options[0]) answers[element.uid] = options[0];
        break;
      case 'choices':
        if (options[0]) answers[element.uid] = [options[0]];
        break;
      case 'date':
        answers[element.uid] = '2025-01-15';
        break;
      default:
        // a picture answer shows the sample card, in the shape the questionnaire stores (documents print the answers
        // as evaluation reads them, so a bare string is no upload); tables, dialogs and figures have no stand-in
        if (element.type === 'file-input') answers[element.uid] = { name: 'sample.png', url: SAMPLE_IMAGE };
        if (element.type === 'signature-pad') answers[element.uid] = { url: SAMPLE_IMAGE };
        break;
    }
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
