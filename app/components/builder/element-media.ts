// What the builder's cards ask the server about element pictures (routes/manage-workflows.$id.media.ts): upload a
// picture, copy one from a link (checked to exist), or read a video's title and thumbnail. The draft itself stays
// in the page: the answer is a stored picture's address, which the card adds to the element as an undoable edit.

export type MediaIntent = 'upload-image' | 'image-link' | 'video-details';

export type MediaResponse =
  | { ok: true; kind: 'image'; name: string; url: string }
  | { ok: true; kind: 'video'; title: string; channelTitle: string; thumbnail: { name: string; url: string } | null }
  | { ok: false; message: string };

/** The route's address for a form; a form not saved yet has none. */
export function mediaAction(formId: string): string {
  return `/manage-workflows/${formId}/media`;
}

export const SAVE_FIRST_MESSAGE = 'Save Workflow first, then add pictures and look up videos.';

/** The builder's words for what went wrong before the server could answer (builder:editors.media). */
type MediaWords = (key: 'editors.media.saveFirst' | 'editors.media.tooLarge' | 'editors.media.busy' | 'editors.media.unreachable') => string;

/** Posts one media request and reads its answer (the server's refusals come in the author's language); a failed connection becomes a message for the author in `t`'s words. */
export async function postMedia(formId: string | null, body: FormData, t: MediaWords): Promise<MediaResponse> {
  if (!formId) return { ok: false, message: t('editors.media.saveFirst') };
  try {
    const response = await fetch(mediaAction(formId), { method: 'POST', body, headers: { Accept: 'application/json' } });
    const answer = (await response.json().catch(() => null)) as MediaResponse | null;
    if (answer && typeof answer === 'object' && 'ok' in answer) return answer;
    return { ok: false, message: t(response.status === 413 ? 'editors.media.tooLarge' : 'editors.media.busy') };
  } catch {
    return { ok: false, message: t('editors.media.unreachable') };
  }
}
