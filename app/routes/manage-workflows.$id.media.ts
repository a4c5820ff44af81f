// The builder's element pictures (workflow-builder.md §5, §7): an admin who may load the form uploads a picture,
// copies one from a link, or reads a video's details; each answer is JSON for the card that asked.
import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import type { MediaResponse } from '~/components/builder/element-media';
import { SAVE_FIRST_MESSAGE } from '~/components/builder/element-media';
import { getDb } from '~/db.server';
import { fetchImageFromLink, MEDIA_ELEMENT_TYPES, storeElementImage, storeUploadedImage, ELEMENT_MEDIA_MESSAGES } from '~/services/builder/element-media.server';
import { loadForm, PENDING_SAVE_MESSAGE, PENDING_STATUS } from '~/services/builder/forms.server';
import { lookUpVideoDetails } from '~/services/builder/video-details.server';
import { INVALID_YOUTUBE_MESSAGE, readYoutubeLink } from '~/services/builder/youtube';
import { getEnv } from '../../lib/env.server';
import { requireAdminElseHome } from '~/utils/permissions.server';
import { fileRefusalTexts } from '~/services/builder/form-file-post.server';

const MEDIA_UID_MESSAGE = 'This element cannot take pictures until its uid is letters and digits.';
// every check names its refusal (the documents catalogue's `refusals`, said by its words), so zod's own English never shows
const CHOOSE = 'Choose a picture or a link.';
const uid = z.string({ error: MEDIA_UID_MESSAGE }).regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, MEDIA_UID_MESSAGE);
const elementType = z.enum(MEDIA_ELEMENT_TYPES, { error: 'This kind of element does not take pictures.' });
const link = (missing: string) => z.string({ error: missing }).trim().max(2048, 'This link is too long: an address has at most 2048 characters.');
const schema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('upload-image'), elementType, uid, file: z.instanceof(File, { error: ELEMENT_MEDIA_MESSAGES.empty }) }),
    z.object({ intent: z.literal('image-link'), elementType, uid, link: link(ELEMENT_MEDIA_MESSAGES.badLink).min(1, ELEMENT_MEDIA_MESSAGES.badLink) }),
    z.object({ intent: z.literal('video-details'), uid, link: link(INVALID_YOUTUBE_MESSAGE) }),
  ],
  { error: CHOOSE },
);

// a resource route answers with a plain Response (Remix's data() is for routes with a page)
const answer = (body: MediaResponse, status = 200) => Response.json(body, { status });

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdminElseHome(request);
  // a refusal in the author's language, where the documents catalogue knows it
  const say = await fileRefusalTexts(request);
  const refused = (message: string, status = 400) => answer({ ok: false, message: say(message) }, status);
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    return refused('The builder sent this in a way the server cannot read. Please try again.');
  }
  const db = getDb();
  const formId = params.id ?? '';
  if (formId === 'new') return refused(SAVE_FIRST_MESSAGE);
  const form = await loadForm(db, user, formId);
  if (!form) throw new Response('Not Found', { status: 404 });
  if (form.status === PENDING_STATUS) return refused(PENDING_SAVE_MESSAGE, 409);
  const parsed = schema.safeParse(Object.fromEntries(posted));
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? CHOOSE);
  const request_ = parsed.data;
  switch (request_.intent) {
    case 'upload-image': {
      const stored = await storeUploadedImage(db, { formId, type: request_.elementType, uid: request_.uid }, request_.file);
      return stored.ok ? answer({ ok: true, kind: 'image', name: stored.name, url: stored.url }) : refused(stored.message);
    }
    case 'image-link': {
      const fetched = await fetchImageFromLink(request_.link);
      if (!fetched.ok) return refused(fetched.message);
      const stored = await storeElementImage(db, { formId, type: request_.elementType, uid: request_.uid }, fetched.bytes);
      return stored.ok ? answer({ ok: true, kind: 'image', name: stored.name, url: stored.url }) : refused(stored.message);
    }
    case 'video-details': {
      const link = readYoutubeLink(request_.link);
      if (!link.ok) return refused(link.message);
      const env = getEnv();
      const details = await lookUpVideoDetails(db, { apiKey: env.YOUTUBE_API_KEY, apiUrl: env.YOUTUBE_API_URL }, { formId, uid: request_.uid, videoId: link.videoId });
      return details.ok ? answer({ ok: true, kind: 'video', title: details.title, channelTitle: details.channelTitle, thumbnail: details.thumbnail }) : refused(details.message);
    }
  }
}
