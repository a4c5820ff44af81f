// The size a questionnaire file may have, shared by the server (which refuses a larger one) and the page (which says
// so before sending it: a body over the autosave route's limit is refused unread, and the browser would only see a
// broken connection).
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE_MESSAGE = 'This file is larger than 10 MB. Please choose a smaller file.';
