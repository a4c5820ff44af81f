// Reads a posted questionnaire form, multipart or not, with a size limit per file. The whole body is bounded by
// server/body-limits.ts before a byte is read, so Node's own form parser reads it: Remix's multipart parser threw on
// a file name with ';' or '=' (issue 14, item 7), losing every answer of the page. A file over the limit becomes an
// empty marker file instead, so the save that reads it can say what happened and save the rest of the page.

export const TOO_LARGE_MEDIA_TYPE = 'application/x-accord-too-large';

export const MALFORMED_FORM_MESSAGE = 'Your browser sent the form in a way this page cannot read. Please go back and send it again.';

export function isTooLarge(file: File): boolean {
  return file.type === TOO_LARGE_MEDIA_TYPE;
}

/**
 * The posted form, each file over `maxFileBytes` replaced by an empty marker and NUL bytes dropped from its text;
 * a body that is no form gets 400.
 */
export async function readFormWithFileLimit(request: Request, maxFileBytes: number): Promise<FormData> {
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    throw new Response(MALFORMED_FORM_MESSAGE, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const form = new FormData();
  for (const [name, value] of posted) {
    // PostgreSQL cannot store a NUL in text, and no one types one: it is dropped from what was sent
    if (typeof value === 'string') form.append(name, value.replaceAll('\u0000', ''));
    else if (value.size <= maxFileBytes) form.append(name, value);
    else form.append(name, new File([], value.name, { type: TOO_LARGE_MEDIA_TYPE }));
  }
  return form;
}

/**
 * A posted form for a route with no file limit of its own: a body cut short answers 400 instead of a 500, and NUL
 * bytes are dropped from its text before anything reads it (PostgreSQL refuses them; issue 30, item 5).
 */
export function readForm(request: Request): Promise<FormData> {
  return readFormWithFileLimit(request, Number.POSITIVE_INFINITY);
}
