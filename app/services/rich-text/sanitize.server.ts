// User HTML (DESIGN.md decision 7): rich text from an admin or a user is reduced to a small allowlist of tags
// and attributes on the server, both when it is saved and when it is rendered, so no script, event handler,
// style or javascript: link ever reaches a page. Built on sanitize-html (allowlist based, maintained, parses
// with htmlparser2 as a browser would).
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'span', 'h3', 'h4', 'blockquote'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // a link that opens elsewhere never hands the opener to the other page
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
};

/** The allowed subset of `html`; plain text comes back with &, < and > escaped. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
