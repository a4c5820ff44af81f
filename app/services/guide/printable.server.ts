// The printable view of one questionnaire element that has a print button (a dialog-window's form, an
// embedded-image's pictures): its saved answer as plain text, so a browser without JavaScript prints it too.
import { choiceLabel, engineInLanguage, shownInEnglish, type FormElement, type Language } from '../../engine.server';
import { getDb, type Queryable } from '../../db.server';
import { engineForPublished, loadAnswers } from '../user-workflow/answers.server';
import type { UserWorkflowRow } from '../user-workflow/user-workflows.server';
import { maskedAnswer } from '../user-workflow/personal-data';

/** `lang`: the language an author's text is shown in, when the reading is not English (ADR 035: 'en' where untranslated). */
type Marked = { lang?: string };
export type PrintableElement =
  | {
      type: 'dialog-window';
      uid: string;
      title: string;
      titleLang?: string;
      heading?: string;
      headingLang?: string;
      text?: string;
      textLang?: string;
      fields: ({ label: string; value: string } & Marked)[];
      /** the button chosen, as it reads in the person's language (the page names it 'Your choice') */
      choice?: { value: string } & Marked;
    }
  | { type: 'embedded-image'; uid: string; title: string; titleLang?: string; images: { url: string; title: string; titleLang?: string; description?: string; descriptionLang?: string; chosen: boolean }[] };

const asText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const asRecord = (v: unknown) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const asList = (v: unknown) => (Array.isArray(v) ? v.map(asText) : typeof v === 'string' && v ? [v] : []);

/**
 * What is printed of one element and its saved answer; undefined for an element that has nothing to print. `element`
 * is as read in `language` (engineInLanguage); each author's text says its language where that is not English.
 */
export function printableElement(element: FormElement, answer: unknown, language: Language = 'en'): PrintableElement | undefined {
  const lang = (part: string) => (language === 'en' ? undefined : shownInEnglish(element, part, language) ? 'en' : language);
  const titlePart = element.label !== undefined ? 'label' : undefined;
  if (element.type === 'dialog-window') {
    const saved = asRecord(answer);
    const values = asRecord(saved.fields);
    const clicked = asText(saved.buttonClicked);
    const shownChoice = clicked ? choiceLabel(element, clicked, language) : undefined;
    return {
      type: 'dialog-window',
      uid: element.uid,
      title: element.label ?? element.title,
      titleLang: titlePart && lang(titlePart),
      heading: element.heading,
      headingLang: lang('heading'),
      text: element.text,
      textLang: lang('text'),
      fields: element.dialogFields.filter((f) => f.type !== 'signature-pad').map((f) => ({ label: f.label ?? f.title, lang: lang(`fields.${f.uid}.label`), value: asText(values[f.uid]) })),
      choice: element.buttons?.length ? { value: shownChoice?.text ?? '', lang: shownChoice && language !== 'en' ? (shownChoice.english ? 'en' : language) : undefined } : undefined,
    };
  }
  if (element.type === 'embedded-image') {
    const chosen = new Set(asList(answer));
    return {
      type: 'embedded-image',
      uid: element.uid,
      title: element.label ?? element.title,
      titleLang: titlePart && lang(titlePart),
      images: element.images.map((i) => ({
        url: i.url,
        title: i.title,
        titleLang: lang(`images.${i.name}.title`),
        description: i.description,
        descriptionLang: i.description ? lang(`images.${i.name}.description`) : undefined,
        chosen: chosen.has(i.name),
      })),
    };
  }
  return undefined;
}

/**
 * The printable element `uid` of a user workflow with its saved answer and the page it is on, or undefined (`db`: tests
 * pass theirs). `language`: the person's; the author's texts are the published version's in it when it offers it (ADR 035).
 */
export async function loadPrintable(workflow: UserWorkflowRow, uid: string, { maskNumbers = false, db = getDb() as Queryable, language = undefined as string | undefined } = {}) {
  const reading = engineInLanguage(await engineForPublished(db, workflow.published_workflow_id), language);
  const engine = reading.engine;
  const element = engine.elementsByUid.get(uid);
  if (!element) return undefined;
  const answers = await loadAnswers(db, workflow.id);
  // an admin printing someone's form prints a dialog's Social Security number masked (personal-data.ts)
  const saved = answers[uid]?.value ?? null;
  const printable = printableElement(element, maskNumbers ? maskedAnswer(element, saved) : saved, reading.language);
  if (!printable) return undefined;
  const pageIndex = engine.pages.findIndex((p) => p.elements.some((e) => e.uid === uid));
  return { printable, pageIndex: Math.max(pageIndex, 0), language: reading.language, reviewed: reading.reviewed };
}
