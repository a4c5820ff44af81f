// Request-body limits per route, checked on the Content-Length header before a byte of the body is read (issue
// 14, item 8): sixteen anonymous 300 MB POSTs had taken the app to 6 GB. A body over its route's limit gets 413
// and a short page in the user's words; a body without a declared length gets 411 (browsers always declare it).
import type express from 'express';

const MB = 1024 * 1024;

interface BodyLimit {
  /** matched against the request's path */
  path: RegExp;
  bytes: number;
  /** what the person was sending, for the message */
  what: string;
}

// First match wins. The questionnaire page without JavaScript posts every file of the page at once (10 MB each);
// autosave and a field's file carry one.
export const BODY_LIMITS: readonly BodyLimit[] = [
  { path: /^\/legal-form-guide\/divorce-forms\/[^/]+\/(autosave|files\/[^/]+)$/, bytes: 11 * MB, what: 'A file can be up to 10 MB.' },
  { path: /^\/legal-form-guide\/divorce-forms\/[^/]+$/, bytes: 32 * MB, what: 'Each file can be up to 10 MB; send large files one at a time.' },
  { path: /^\/legal-form-guide\/divorce-forms\/[^/]+\/form-data$/, bytes: 50 * MB, what: 'The answers file can be up to 50 MB.' },
  { path: /^\/user-profile(\.data)?$/, bytes: 6 * MB, what: 'A profile photo can be up to 5 MB.' },
  // a price card's dialog carries its image (at most 2 MB) with the card's texts
  { path: /^\/paywall-prices(\.data)?$/, bytes: 3 * MB, what: 'A card image can be up to 2 MB.' },
  // Move to stage: a workflow's definition with its PDF templates and images, base64 in one signed bundle
  { path: /^\/resources\/stage-import$/, bytes: 64 * MB, what: 'A workflow bundle can be up to 64 MB.' },
  // the builder's Import of a bundle Export wrote: the same bundle, as a file
  { path: /^\/manage-workflows\/[^/]+\/import$/, bytes: 64 * MB, what: 'A workflow bundle can be up to 64 MB.' },
  // the e-mail test form: an attachment of at most 2 MB (§2.17) and the message
  { path: /^\/email-form(\.data)?$/, bytes: 3 * MB, what: 'Please choose a file that is under 2MB in size.' },
  // the builder's element pictures, one at a time (at most 5 MB)
  { path: /^\/manage-workflows\/[^/]+\/media$/, bytes: 6 * MB, what: 'A picture can be up to 5 MB.' },
  // the public verification page takes one final PDF
  { path: /^\/verify(\/[^/]+)?(\.data)?$/, bytes: 51 * MB, what: 'A document to check can be up to 50 MB.' },
  // the builder's template upload: a court PDF of up to 50 MB (workflow-builder.md §2 step 4)
  { path: /^\/manage-workflows\/[^/]+\/documents\/upload$/, bytes: 51 * MB, what: 'A document template can be up to 50 MB.' },
  // the live preview posts the whole draft definition
  { path: /^\/manage-workflows\/[^/]+\/render$/, bytes: 5 * MB, what: 'A workflow sent for preview can be up to 5 MB.' },
  // the builder's Save (its fetcher posts to edit.data) and Export post the whole draft definition too: the Utah
  // sample is 200 KB as a file, so a larger workflow would pass 256 KB
  { path: /^\/manage-workflows\/[^/]+\/(edit|export)(\.data)?$/, bytes: 5 * MB, what: 'A workflow can be up to 5 MB.' },
];

/** Plain forms: sign-in, sign-up, coupons, prices and the like are a few kilobytes. */
export const DEFAULT_BODY_LIMIT = 256 * 1024;

export function bodyLimitFor(pathname: string): { bytes: number; what: string } {
  return BODY_LIMITS.find((limit) => limit.path.test(pathname)) ?? { bytes: DEFAULT_BODY_LIMIT, what: 'A form can hold up to 256 KB of text.' };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function tooLargePage(title: string, message: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | Accord</title></head><body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p>Go back, and try again.</p></body></html>`;
}

export const bodyLimit: express.RequestHandler = (req, res, next) => {
  const length = req.headers['content-length'];
  const chunked = req.headers['transfer-encoding'] !== undefined;
  if (length === undefined && !chunked) return next();
  const limit = bodyLimitFor(req.path);
  if (length === undefined) {
    res.status(411).set('Connection', 'close').type('html').send(tooLargePage('Please try again', 'Your browser sent this without saying how large it was.'));
    return;
  }
  if (!/^\d+$/.test(length) || Number(length) > limit.bytes) {
    // the body is not read: closing the connection keeps the client from sending the rest into it
    res.status(413).set('Connection', 'close').type('html').send(tooLargePage('This is too large to send', `What you sent is too large. ${limit.what}`));
    return;
  }
  next();
};
