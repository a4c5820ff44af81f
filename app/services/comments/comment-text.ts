// The words of a page comment as the drawer's text box holds them, and the rule on their length (end-user-journey.md
// §5: at most 1000 characters per page, counted after stripping markup). Isomorphic: the browser counts what is typed
// with the same rule the server applies to what is stored.

export const COMMENT_LIMIT = 1000;

export const COMMENT_MESSAGES = {
  /** the product's spelling (§5) */
  limit: 'Character limit exceded!',
  saved: 'Progress saved!',
  failed: 'Something went wrong!',
  empty: 'Your comment is empty, so there was nothing to save.',
  removed: 'Your comment was removed.',
  closed: 'Comments cannot be written now: the form is with your spouse, or commenting is turned off for this form.',
  unknownPage: 'This page of the questionnaire no longer exists, so the comment was not saved.',
} as const;

/** 'characters: n / 1000' (§5) */
export function characterCount(length: number): string {
  return `characters: ${length} / ${COMMENT_LIMIT}`;
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
