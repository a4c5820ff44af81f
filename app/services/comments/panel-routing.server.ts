// How the guides answer a side-panel button over HTTP: a saved comment or a decided review goes back to the same
// page with the spec's snackbar text as a flash (the drawer open again after a comment); a refusal is shown on the
// page with the words the person typed, so nothing is lost.
import { data, redirect } from '@remix-run/node';
import type { Queryable } from '../../db.server';
import { takesAnswer, type FormElement } from '../../engine';
import { setFlash } from '../accounts/sessions.server';
import type { PanelAnswer, PanelIntent } from './questionnaire-panels.server';
import type { QuestionnaireTexts } from '../../answer-form/page-messages';
import { COMMENT_MESSAGES, FIELD_COMMENTS_PER_ROUND } from './comment-text';
import { FIELD_COMMENT_MESSAGES } from './field-comments.server';

// The comment services' messages, each known by its English text (as the shell knows a sign-in notice, ADR 037): the
// answer says it in the page's language, and a message not among them (a review's) as it is.
const COMMENT_MESSAGE_KEYS = new Map<string, keyof typeof FIELD_COMMENT_MESSAGES | keyof typeof COMMENT_MESSAGES>(
  [...Object.entries(COMMENT_MESSAGES), ...Object.entries(FIELD_COMMENT_MESSAGES)].map(([key, text]) => [text, key as keyof typeof COMMENT_MESSAGES]),
);

/** A comment's refusal or snackbar text in the page's language. */
export function commentMessageText(t: QuestionnaireTexts | undefined, message: string): string {
  const key = COMMENT_MESSAGE_KEYS.get(message);
  return t && key ? t(`comments.messages.${key}`, { count: FIELD_COMMENTS_PER_ROUND }) : message;
}

export interface PanelNotice {
  panel?: { error: string; typed?: string };
  /** a refused field comment: shown beside that field with what was typed */
  fieldComment?: { field: string; error: string; typed: string };
  error?: string;
}

export const MALFORMED_PAGE_MESSAGE = 'This page address is not valid. Please go back to the page and send it again.';

/**
 * A panel post's `?page=` must be a page number: a line break or U+2028 in it made the answer's Location header throw
 * after the comment was saved (issue 30, item 5). Called before anything is written.
 */
export function requireWellFormedPage(url: URL): void {
  const page = url.searchParams.get('page');
  if (page !== null && !/^\d{1,4}$/.test(page)) throw data({ error: MALFORMED_PAGE_MESSAGE } satisfies PanelNotice, { status: 400 });
}

/** The page shown, the questionnaire's page uids and the page's answers (for field comments), from a guide page's view. */
export function pagePosition(view: { pages: { uid: string; index: number }[]; pageIndex: number; elements: readonly { element: FormElement }[] }) {
  return {
    pageUid: view.pages.find((p) => p.index === view.pageIndex)?.uid ?? view.pages[0]?.uid ?? '',
    pageUids: view.pages.map((p) => p.uid),
    fieldUids: view.elements.filter((e) => takesAnswer(e.element)).map((e) => e.element.uid),
  };
}

export async function panelRedirect(db: Queryable, sessionId: string, url: URL, intent: PanelIntent, said: PanelAnswer, t?: QuestionnaireTexts) {
  const answered = { ...said, message: commentMessageText(t, said.message) };
  if (answered.kind === 'refused') {
    const notice: PanelNotice =
      intent === 'save-comment'
        ? { panel: { error: answered.message, ...(answered.typed !== undefined ? { typed: answered.typed } : {}) } }
        : intent === 'save-field-comment' && answered.field
          ? { fieldComment: { field: answered.field, error: answered.message, typed: answered.typed ?? '' } }
          : { error: answered.message };
    return data(notice, { status: answered.status });
  }
  await setFlash(db, sessionId, { type: 'success', message: answered.message });
  const page = Number.parseInt(url.searchParams.get('page') ?? '0', 10) || 0;
  const where =
    intent === 'save-comment'
      ? `?page=${page}&comments=1#comments`
      : intent === 'accept-review' || intent === 'decline-review'
        ? `?page=${page}#reviews-title`
        : answered.field
          ? `?page=${page}#field-${answered.field}`
          : `?page=${page}`;
  return redirect(`${url.pathname}${where}`);
}
