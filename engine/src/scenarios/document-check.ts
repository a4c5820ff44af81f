// What a scenario's documents say (issue 36): `expect.printed` strings that must occur in the text of the
// documents rendered from the scenario's answers, `expect.absent` strings that must not; and document coverage,
// the answered questions that reach no document (printed by an action or a block, or deciding what prints).
import type { DynamicBlock } from '../definition/documents.ts';
import type { WorkflowDefinition } from '../definition/workflow.ts';
import type { EvaluationContext } from '../evaluation/evaluation.ts';
import { planWorkflowRender } from '../pdf/decide.ts';
import { RenderError } from '../pdf/errors.ts';
import type { FontLoader } from '../pdf/fonts.ts';
import { readPdfText, squeeze } from '../pdf/read-text.ts';
import { renderDocuments, type AssetLoader, type SignatureEvidence } from '../pdf/render.ts';
import type { ScenarioSignatures } from './scenario.ts';

export interface DocumentText {
  name: string;
  /** The text of each of its pages. */
  pages: string[];
}

/** Renders the documents that apply to the answers (keyed by uid) and reads their text back, page by page. */
export async function renderedDocumentText(input: {
  definition: WorkflowDefinition;
  answers: Record<string, unknown>;
  context: EvaluationContext & { today: string };
  signatures?: ScenarioSignatures;
  loadAsset: AssetLoader;
  loadFont: FontLoader;
}): Promise<DocumentText[] | { error: string }> {
  const plan = planWorkflowRender(input.definition, input.answers, input.context);
  const signatures: { petitioner?: SignatureEvidence; respondent?: SignatureEvidence } = {};
  for (const role of ['petitioner', 'respondent'] as const) {
    const given = input.signatures?.[role];
    if (given) signatures[role] = { typedName: given.name, ...(given.signedAt ? { signedAt: given.signedAt } : {}) };
  }
  const now = new Date(`${input.context.today}T12:00:00Z`);
  try {
    const result = await renderDocuments({
      documents: input.definition.documents ?? [],
      answers: plan.answers,
      fields: plan.fields,
      decisions: plan.decisions,
      signatures,
      loadAsset: input.loadAsset,
      loadFont: input.loadFont,
      now,
    });
    const pages = await readPdfText(result.bytes);
    return result.documents.map((d) => ({ name: d.name, pages: pages.slice(d.firstPage - 1, d.firstPage - 1 + d.pageCount) }));
  } catch (error) {
    if (error instanceof RenderError) return { error: `the documents could not be rendered: ${error.message}` };
    throw error;
  }
}

function where(documents: DocumentText[], needle: string): string[] {
  const wanted = squeeze(needle);
  const found: string[] = [];
  for (const document of documents)
    document.pages.forEach((page, i) => {
      if (squeeze(page).includes(wanted)) found.push(`${document.name}, page ${i + 1}`);
    });
  return found;
}

/** The failures of a scenario's printed and absent strings against its documents' text. */
export function checkDocumentText(expect: { printed?: string[]; absent?: string[] }, documents: DocumentText[]): string[] {
  const failures: string[] = [];
  const names = documents.map((d) => d.name).join(', ') || 'no document';
  for (const text of expect.printed ?? [])
    if (where(documents, text).length === 0) failures.push(`expected the documents (${names}) to print "${text}"; they do not.`);
  for (const text of expect.absent ?? []) {
    const found = where(documents, text);
    if (found.length) failures.push(`expected the documents not to print "${text}"; it is on ${found.join('; ')}.`);
  }
  return failures;
}

function questionsTested(condition: { questions?: unknown[] } | undefined, out: Set<string>): void {
  for (const q of condition?.questions ?? []) {
    const uid = q && typeof q === 'object' ? (q as { questionUid?: unknown }).questionUid : undefined;
    if (typeof uid === 'string') out.add(uid);
  }
}

/**
 * The questions that reach a document: printed by an action or a block, or tested by a document's display logic,
 * a rule or a block, so that their answer decides what prints.
 */
export function questionsReachingDocuments(definition: WorkflowDefinition): Set<string> {
  const out = new Set<string>();
  for (const document of definition.documents ?? []) {
    questionsTested(document.displayLogic, out);
    for (const rule of document.rules ?? []) {
      if (rule.type !== 'Action Logic') continue;
      questionsTested(rule, out);
      for (const action of rule.actions ?? []) {
        if (action.question) out.add(action.question);
        for (const block of action.blocks ?? ([] as DynamicBlock[])) {
          if ((block.type === 'question-input' || block.type === 'image-input') && block.value) out.add(block.value);
          questionsTested(block, out);
        }
      }
    }
  }
  return out;
}

/** Document coverage of one workflow across its scenario files: what was answered, what reaches a document. */
export class DocumentCoverage {
  private readonly answered = new Set<string>();
  private readonly notPrinted = new Map<string, string>();
  private readonly unknownMarks = new Set<string>();
  private readonly reaching: Set<string>;

  constructor(private readonly definition: WorkflowDefinition) {
    this.reaching = questionsReachingDocuments(definition);
  }

  /** Answers as evaluation kept them (visible, valid), keyed by uid. */
  recordAnswered(uids: Iterable<string>): void {
    for (const uid of uids) this.answered.add(uid);
  }

  /** A scenario file's `notPrinted`: question titles (or uids) the author keeps out of the documents, each with why. */
  markNotPrinted(marks: Record<string, string> | undefined): void {
    for (const [name, reason] of Object.entries(marks ?? {})) {
      const element = this.definition.elements.find((e) => e.title === name) ?? this.definition.elements.find((e) => e.uid === name);
      if (element) this.notPrinted.set(element.uid, reason);
      else this.unknownMarks.add(name);
    }
  }

  report(): { answered: number; marked: string[]; unprinted: string[]; unknownMarks: string[] } {
    const title = (uid: string) => this.definition.elements.find((e) => e.uid === uid)?.title ?? uid;
    const order = this.definition.elements.map((e) => e.uid).filter((uid) => this.answered.has(uid));
    return {
      answered: order.length,
      marked: order.filter((uid) => !this.reaching.has(uid) && this.notPrinted.has(uid)).map(title),
      unprinted: order.filter((uid) => !this.reaching.has(uid) && !this.notPrinted.has(uid)).map(title),
      unknownMarks: [...this.unknownMarks],
    };
  }
}
