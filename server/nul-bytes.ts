// A NUL byte in a request's address (a path id, a payment token) reaches PostgreSQL, which refuses NUL in text, and
// the route answered 500 (issue 14, item 14). No link of the app carries one, so such a request is refused with 400
// before any route reads it.
import type express from 'express';

const ENCODED_NUL = /%00/;

export function hasNulInAddress(url: string): boolean {
  return ENCODED_NUL.test(url) || url.includes('\u0000');
}

export const refuseNulInAddress: express.RequestHandler = (req, res, next) => {
  if (!hasNulInAddress(req.originalUrl)) return next();
  res.status(400).type('text/plain').send('This address is not valid. Please check the link and try again.');
};
