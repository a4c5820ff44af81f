// The printable view of one questionnaire element that has a print button (a dialog-window's form, an
// embedded-image's pictures): its saved answer as plain text, so a browser without JavaScript prints it too.
import type { FormElement } from '../../engine.server';
import { getDb, type Queryable } from '../../db.server';
import { engineForPublished, loadAnswers } from '../user-workflow/answers.server';
import type { UserWorkflowRow } from '../user-workflow/user-workflows.server';
import { maskedAnswer } from '../user-workflow/personal-data';

export type PrintableElement =
  | { type: 'dialog-window'; uid: string; title: string; heading?: string; text?: string; fields: { label: string; value: string }[]; choice?: { label: string; value: string } }
  | { type: 'embedded-image'; uid: string; title: string; images: { url: string; title: string; description?: string; chosen: boolean }[] };

const asText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const asRecord = (v: unknown) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const asList = (v: unknown) => (Array.isArray(v) ? v.map(asText) : typeof v === 'string' && v ? [v] : []);

/** What is printed of one element and its saved answer; undefined for an element that has nothing to print. */
export function printableElement(element: FormElement, answer: unknown): PrintableElement | undefined {
  if (element.type === 'dialog-window') {
    const saved = asRecord(answer);
    const values = asRecord(saved.fields);
    return {
      type: 'dialog-window',
      uid: element.uid,
      title: element.label ?? element.title,
      heading: element.heading,
      text: element.text,
      fields: element.dialogFields.filter((f) => f.type !== 'signature-pad').map((f) => ({ label: f.label ?? f.title, value: asText(values[f.uid]) })),
      choice: element.buttons?.length ? { label: 'Your choice', value: asText(saved.buttonClicked) } : undefined,
    };
  }
  if (element.type === 'embedded-image') {
    const chosen = new Set(asList(answer));
    return {
      type: 'embedded-image',
      uid: element.uid,
      title: element.label ?? element.title,
      images: element.images.map((i) => ({ url: i.url, title: i.title, description: i.description, chosen: chosen.has(i.name) })),
    };
  }
  return undefined;
}

/** The printable element `uid` of a user workflow with its saved answer and the page it is on, or undefined (`db`: tests pass theirs). */
export async function loadPrintable(workflow: UserWorkflowRow, uid: string, { maskNumbers = false, db = getDb() as Queryable } = {}) {
  const engine = await engineForPublished(db, workflow.published_workflow_id);
  const element = engine.elementsByUid.get(uid);
  if (!element) return undefined;
  const answers = await loadAnswers(db, workflow.id);
  // an admin printing someone's form prints a dialog's Social Security number masked (personal-data.ts)
  const saved = answers[uid]?.value ?? null;
  const printable = printableElement(element, maskNumbers ? maskedAnswer(element, saved) : saved);
  if (!printable) return undefined;
  const pageIndex = engine.pages.findIndex((p) => p.elements.some((e) => e.uid === uid));
  return { printable, pageIndex: Math.max(pageIndex, 0) };
}
