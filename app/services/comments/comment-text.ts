// The words of a page comment as the drawer's text box holds them, and the rule on their length (end-user-journey.md
// §5: at most 1000 characters per page, counted after stripping markup). Isomorphic: the browser counts what is typed
// with the same rule the server applies to what is stored.

export const COMMENT_LIMIT = 1000;
/**
 * The stored comment, markup included, in bytes (issue 30 item 7: one visible character in 55 KB of empty tags was
 * stored, since the spec's 1000 counts text only). 10 KB leave a 1000-character comment room for ten tags a word.
 */
export const COMMENT_MARKUP_LIMIT = 10 * 1024;
/** A spouse's comments on one answer in one round (field comments are added, never replaced). */
export const FIELD_COMMENTS_PER_ROUND = 20;

export const COMMENT_MESSAGES = {
  /** the product's spelling (§5) */
  limit: 'Character limit exceded!',
  saved: 'Progress saved!',
  failed: 'Something went wrong!',
  empty: 'Your comment is empty, so there was nothing to save.',
  removed: 'Your comment was removed.',
  closed: 'Comments cannot be written now: the form is with your spouse, or commenting is turned off for this form.',
  unknownPage: 'This page of the questionnaire no longer exists, so the comment was not saved.',
  markup: 'This comment holds too much formatting to be saved (at most 10 KB with its formatting). Please remove some formatting and save it again.',
  perRound: `You can write at most ${FIELD_COMMENTS_PER_ROUND} comments on one answer in each round, so this one was not saved. Please add what else you have to say to the comments of this page.`,
} as const;

/** Why a sanitized comment body cannot be stored: its text over the spec's 1000, or its markup over 10 KB. */
export function commentSizeRefusal(body: string): string | undefined {
  if (commentHtmlToText(body).length > COMMENT_LIMIT) return COMMENT_MESSAGES.limit;
  if (new TextEncoder().encode(body).length > COMMENT_MARKUP_LIMIT) return COMMENT_MESSAGES.markup;
  return undefined;
}

/** Typed text as the browser shows it: a line break is one character whichever way the form sent it. */
export function normalizeTyped(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ', '&amp;': '&' };

/** The text of stored comment HTML: line breaks kept, markup dropped, entities read back as the characters they are. */
export function commentHtmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h3|h4|blockquote)>\s*(?=.)/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|#39|nbsp|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}
