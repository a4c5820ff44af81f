// The questionnaire's read and write sides: the view of one page (elements, stored answers with versions and
// fingerprints, the engine's messages, computed values and the Required Fields list), and the changes a posted
// form makes (plain inputs, uploads checked by content, drawn or typed signatures; their files are stored by the
// save that accepts them, under keys naming their content).
import {
  ELEMENT_DEFAULTS,
  MESSAGES,
  answerOverLimit,
  elementTypeInfo,
  isTypedSignatureLongEnough,
  shownInEnglish,
  type Evaluation,
  type Language,
  type FormElement,
  type PublishedWorkflowEngine,
  type AnswerInput,
} from '../../engine.server';
import { answerFingerprint, fieldName, fingerprintName, readPostedAnswer, untouchedValue, versionName, type FormReader } from '../../answer-form/form-answers';
import { codedText, pageMessages, type PageMessage, type QuestionnaireTexts } from '../../answer-form/page-messages';
import { questionnaireTexts } from '../../../i18n/questionnaire-texts';
import { contentName, fileKey } from '../../../lib/file-storage.server';
import type { AnswerChange, StoredAnswer } from '../user-workflow/answers.server';
import { isTooLarge } from '../upload-handler.server';
import { FILE_TOO_LARGE_MESSAGE } from '../../answer-form/upload-limits';
import { readDrawnSignature, type DrawnSignatureRefusal } from '../signing/drawn-signature.server';
import { SIGNING_TEXTS, type SigningTexts } from '../signing/signing-texts';
import { isMaskedSocialSecurityNumber, isSocialSecurityNumber } from '../user-workflow/personal-data';

export { FILE_TOO_LARGE_MESSAGE };

export interface ElementView {
  element: FormElement;
  value: unknown;
  version: number;
  fingerprint: string;
}

export interface QuestionnairePageView {
  /** `english`: the page's name is shown in English (its author wrote none in the reading's language, or no name) */
  pages: { uid: string; label: string; index: number; visible: boolean; english: boolean }[];
  pageIndex: number;
  elements: ElementView[];
  visibleUids: string[];
  messages: Record<string, PageMessage[]>;
  computed: Record<string, string>;
  groupedOptions: Record<string, string[]>;
  missingRequired: Evaluation['missingRequired'];
  missingRequiredCount: number;
}

export function questionnairePageView(engine: PublishedWorkflowEngine, answers: Record<string, StoredAnswer>, evaluation: Evaluation, requestedPage: number, language: Language = 'en'): QuestionnairePageView {
  const visiblePages = new Set(evaluation.visiblePageUids);
  const pages = engine.pages.map((p, index) => {
    const pageBreak = engine.elementsByUid.get(p.uid);
    const english = language === 'en' || p.label === undefined || pageBreak === undefined || shownInEnglish(pageBreak, 'label', language);
    return { uid: p.uid, label: p.label ?? p.title, index, visible: visiblePages.has(p.uid) || index === 0, english };
  });
  const shown = pages.filter((p) => p.visible);
  const pageIndex = shown.some((p) => p.index === requestedPage) ? requestedPage : (shown[0]?.index ?? 0);
  const page = engine.pages[pageIndex]!;
  const onPage = new Set(page.elements.map((e) => e.uid));
  const messages = pageMessages(evaluation.messages, page.elements);
  const computed: Record<string, string> = {};
  for (const [uid, value] of Object.entries(evaluation.computed)) if (onPage.has(uid)) computed[uid] = value.text;
  const groupedOptions: Record<string, string[]> = {};
  for (const [uid, options] of Object.entries(evaluation.groupedOptions)) if (onPage.has(uid)) groupedOptions[uid] = options;
  return {
    pages,
    pageIndex,
    elements: page.elements.map((element) => {
      const stored = answers[element.uid];
      const value = stored?.value ?? (stored === undefined && 'default' in element ? element.default : undefined);
      return { element, value: value ?? null, version: stored?.version ?? 0, fingerprint: answerFingerprint(untouchedValue(element, value ?? null)) };
    }),
    visibleUids: evaluation.visibleElementUids.filter((uid) => onPage.has(uid)),
    messages,
    computed,
    groupedOptions,
    missingRequired: evaluation.missingRequired,
    missingRequiredCount: evaluation.missingRequiredCount,
  };
}

// What each accepted extension must look like inside (the first bytes), so a renamed file is refused.
const SIGNATURES: Record<string, { mediaType: string; test: (b: Uint8Array) => boolean }> = {
  '.png': { mediaType: 'image/png', test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  '.gif': { mediaType: 'image/gif', test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
  '.jpg': { mediaType: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  '.jpeg': { mediaType: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  '.pdf': { mediaType: 'application/pdf', test: (b) => b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46 && b[4] === 0x2d },
  '.doc': { mediaType: 'application/msword', test: (b) => b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0 },
  '.xls': { mediaType: 'application/vnd.ms-excel', test: (b) => b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0 },
  '.docx': { mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', test: (b) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04 },
  '.xlsx': { mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', test: (b) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04 },
};
export const FILE_FORMAT_MESSAGE = MESSAGES.fileFormat;

/** Accepted extensions of a file input (the spec's list when the element names none). */
export function acceptedExtensions(element: FormElement): readonly string[] {
  return element.type === 'file-input' && element.accept?.length ? element.accept : ELEMENT_DEFAULTS.fileTypes;
}

/** The extension to store an upload under when its name and content agree with the element's list. */
export function checkUpload(element: FormElement, name: string, head: Uint8Array): { extension: string; mediaType: string } | undefined {
  const dot = name.lastIndexOf('.');
  const extension = dot >= 0 ? name.slice(dot).toLowerCase() : '';
  const signature = SIGNATURES[extension];
  if (!signature || !acceptedExtensions(element).includes(extension) || !signature.test(head)) return undefined;
  return { extension, mediaType: signature.mediaType };
}

function typedSignatureSvg(name: string): string {
  const text = name.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120"><rect width="480" height="120" fill="white"/><text x="24" y="76" font-family="'Brush Script MT', 'Segoe Script', cursive" font-size="40" fill="#152a45">${text}</text><line x1="16" y1="92" x2="464" y2="92" stroke="#4b5563"/></svg>`;
}

export interface PostedChanges {
  changes: AnswerChange[];
  /** uid -> message for inputs refused before saving (a file of the wrong format) */
  refused: Record<string, string>;
}

type PostedChange = { change: AnswerChange } | { refused: string } | undefined;

interface PostContext {
  userWorkflowId: string;
  form: FormReader;
  files: (name: string) => File | undefined;
  /** the form's signing texts, looked up only when a drawing is refused: its words name the form's document */
  signatureTexts: () => Promise<SigningTexts>;
  /** the questionnaire's texts in the page's language, for the refusals */
  texts: QuestionnaireTexts;
}

const MAX_FILE_NAME_LENGTH = 200;

/**
 * A file's name as the page shows it again: control characters (a NUL, which PostgreSQL refuses) removed and a long
 * name shortened in the middle, so that its extension stays. Any other character a browser sends is kept.
 */
export function uploadedFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'file';
  if (clean.length <= MAX_FILE_NAME_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return `${clean.slice(0, MAX_FILE_NAME_LENGTH - extension.length - 1).trimEnd()}…${extension}`;
}

/** An upload, kept when its name and content agree with the element's formats; or the file removed. */
async function uploadChange(element: FormElement, baseVersion: number, { userWorkflowId, form, files, texts }: PostContext): Promise<PostedChange> {
  const upload = files(fieldName(element.uid, 'file'));
  if (upload && isTooLarge(upload)) return { refused: texts('messages.fileTooLarge') };
  if (upload && upload.size > 0) {
    const bytes = new Uint8Array(await upload.arrayBuffer());
    const name = uploadedFileName(upload.name);
    const checked = checkUpload(element, name, bytes.subarray(0, 8));
    if (!checked) return { refused: texts('messages.fileFormat') };
    const key = fileKey('user-workflows', userWorkflowId, 'uploads', contentName(element.uid, bytes, checked.extension));
    const file = { key, content: bytes, mediaType: checked.mediaType };
    return { change: { uid: element.uid, baseVersion, value: { name, storageRef: key, mediaType: checked.mediaType }, file } };
  }
  if (form.get(fieldName(element.uid, 'remove')) === 'on') return { change: { uid: element.uid, baseVersion, value: null } };
  return undefined;
}

/** A drawn signature, a typed one stored as its image, or the signature removed. */
async function signatureChange(element: FormElement, baseVersion: number, { userWorkflowId, form, signatureTexts, texts }: PostContext): Promise<PostedChange> {
  const drawn = form.get(fieldName(element.uid, 'image')) ?? '';
  const typed = (form.get(fieldName(element.uid, 'typed')) ?? '').replace(/\s+/g, ' ').trim();
  const dateStamp = new Date().toISOString();
  if (drawn !== '') {
    // decoded and read through: a damaged image would stop the final document for good
    const reading = readDrawnSignature(drawn);
    if ('refused' in reading) return { refused: (await signatureTexts())[reading.refused] };
    return { change: { uid: element.uid, baseVersion, value: { signed: true, image: drawn, dateStamp } } };
  }
  if (typed !== '') {
    // one letter is no signature (the spirit of the spec's rule for a drawn one with too little ink)
    if (!isTypedSignatureLongEnough(typed)) return { refused: texts('messages.signatureTooShort') };
    // The engine counts a signature with a stored image; a typed name becomes that image (the no-JS way to sign).
    const content = Buffer.from(typedSignatureSvg(typed.slice(0, 120)));
    const key = fileKey('user-workflows', userWorkflowId, 'signatures', contentName(element.uid, content, '.svg'));
    const file = { key, content, mediaType: 'image/svg+xml' };
    return { change: { uid: element.uid, baseVersion, value: { signed: true, url: `/legal-form-guide/divorce-forms/${userWorkflowId}/files/${element.uid}`, storageRef: key, typedName: typed, dateStamp }, file } };
  }
  if (form.get(fieldName(element.uid, 'clear')) === 'on') return { change: { uid: element.uid, baseVersion, value: null } };
  return undefined;
}

/** Plain inputs read back into the answer; an untouched field is no change. */
async function plainChange(element: FormElement, baseVersion: number, { form, signatureTexts, texts }: PostContext): Promise<PostedChange> {
  const reading = readPostedAnswer(element, form);
  if (reading.kind === 'absent') return undefined;
  // an untouched field is no change: the page's other fields must never overwrite a newer save
  if (answerFingerprint(reading.value) === form.get(fingerprintName(element.uid))) return undefined;
  // a Social Security number an admin saw masked and posted back is no change: the stored number stays
  if (isSocialSecurityNumber(element) && isMaskedSocialSecurityNumber(reading.value)) return undefined;
  // refused here too, so that a reviewer's proposal larger than the answer may be is never stored either
  const overLimit = answerOverLimit(element, reading.value);
  if (overLimit) return { refused: codedText(texts, overLimit) };
  const drawing = dialogSignatureRefusal(element, reading.value);
  if (drawing) return { refused: (await signatureTexts())[drawing] };
  return { change: { uid: element.uid, baseVersion, value: reading.value } };
}

/** Why a dialog window's drawn signature cannot be kept, when one of them is not a real image. */
function dialogSignatureRefusal(element: FormElement, value: unknown): DrawnSignatureRefusal | undefined {
  if (element.type !== 'dialog-window' || !value || typeof value !== 'object') return undefined;
  const fields = (value as { fields?: Record<string, unknown> }).fields ?? {};
  for (const field of element.dialogFields) {
    const image = field.type === 'signature-pad' ? (fields[field.uid] as { image?: unknown } | undefined)?.image : undefined;
    if (typeof image !== 'string') continue;
    const reading = readDrawnSignature(image);
    if ('refused' in reading) return reading.refused;
  }
  return undefined;
}

/** How the page's post answers each kind of answer input (the engine's registry says which an element has). */
const CHANGE_READERS = {
  plain: plainChange,
  upload: uploadChange,
  signature: signatureChange,
  none: () => undefined,
} satisfies Record<AnswerInput, (element: FormElement, baseVersion: number, context: PostContext) => PostedChange | Promise<PostedChange>>;

/**
 * The answers a posted form changes, among the given elements (a page, or the one field of an autosave). A refused
 * drawing is told in `signatureTexts`, the form's words (a divorce's are the spec's).
 */
export async function postedChanges(
  userWorkflowId: string,
  elements: readonly FormElement[],
  form: FormReader,
  files: (name: string) => File | undefined,
  signatureTexts: () => Promise<SigningTexts> = async () => SIGNING_TEXTS,
  texts: QuestionnaireTexts = questionnaireTexts('en'),
): Promise<PostedChanges> {
  const changes: AnswerChange[] = [];
  const refused: Record<string, string> = {};
  const context: PostContext = { userWorkflowId, form, files, signatureTexts, texts };
  for (const element of elements) {
    if (!form.has(versionName(element.uid))) continue;
    const baseVersion = Number(form.get(versionName(element.uid)) ?? '0') || 0;
    const input = elementTypeInfo(element.type)?.answerInput ?? 'none';
    const posted = await CHANGE_READERS[input](element, baseVersion, context);
    if (posted === undefined) continue;
    if ('refused' in posted) refused[element.uid] = posted.refused;
    else changes.push(posted.change);
  }
  return { changes, refused };
}
