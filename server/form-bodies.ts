// Every action of the app reads a form (Remix's request.formData()); a body of any other type made it throw, a 500
// (issue 14, item 14). Here a body that is not a form is refused with 415 before it reaches a route, and a POST with
// no body at all is read as an empty form, so that the route answers its own 400 (or does what an empty form means).
import type express from 'express';

const URLENCODED = /^application\/x-www-form-urlencoded/i;
const MULTIPART = /^multipart\/form-data\s*;\s*boundary=\S+/i;
// Only the pages that send files (the questionnaire, the PayPal button's fetch, the profile photo and a price card's
// image, the e-mail test form's attachment, whose JavaScript submits post to their `.data` URL, the builder's element pictures, its Export, which posts the definition on screen, and its Import of a bundle) take multipart bodies; a malformed one elsewhere would
// make Remix's parser throw for no use. (/admin is the admin home's settings form now: plain fields, no files.)
const MULTIPART_PATHS = /^\/(legal-form-guide\/divorce-forms\/|pay-for-form\/|user-profile(\.data)?$|paywall-prices(\.data)?$|email-form(\.data)?$|manage-workflows\/[^/]+\/(media|documents\/upload|export|import)$|verify(\/[^/]+)?(\.data)?$)/;

function isFormType(type: string | undefined, pathname: string): boolean {
  if (!type) return false;
  return URLENCODED.test(type) || (MULTIPART.test(type) && MULTIPART_PATHS.test(pathname));
}
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const formBodiesOnly: express.RequestHandler = (req, res, next) => {
  if (!BODY_METHODS.has(req.method)) return next();
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  const type = req.headers['content-type'];
  if (!hasBody) {
    if (!isFormType(type, req.path)) req.headers['content-type'] = 'application/x-www-form-urlencoded';
    return next();
  }
  if (isFormType(type, req.path)) return next();
  res
    .status(415)
    .type('text/plain')
    .send('This page accepts only what its form sends. Please go back and send the form again.');
};
