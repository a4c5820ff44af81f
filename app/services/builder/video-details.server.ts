// A YouTube video's title and thumbnail for a youtube-video element (workflow-builder.md §7 'Video metadata lookup by
// video id'): read from the YouTube Data API only when YOUTUBE_API_KEY is set; without it (as here, with no internet)
// the author writes the label and may upload a thumbnail. The thumbnail is copied into the file storage, so the
// questionnaire shows it from the app's own origin.
import type { Queryable } from '../../../db/client';
import { fetchImageFromLink, storeElementImage } from './element-media.server';

export const VIDEO_LOOKUP_TIMEOUT_MS = 5000;

export const VIDEO_DETAILS_MESSAGES = {
  noKey: 'Video details are not looked up on this server (no YouTube key is set). Write the label yourself, and upload a thumbnail if you want one.',
  notFound: 'YouTube has no video with this id. Check the link.',
  unavailable: 'YouTube could not be asked about this video just now. Write the label yourself, or try again later.',
} as const;

export type VideoDetails =
  | { ok: true; title: string; channelTitle: string; tags: string[]; thumbnail: { name: string; url: string } | null }
  | { ok: false; message: string };

interface VideosResponse {
  items?: { snippet?: { title?: string; channelTitle?: string; tags?: string[]; thumbnails?: { medium?: { url?: string } } } }[];
}

/** Asks the video service about one video, and keeps its medium thumbnail under the element. */
export async function lookUpVideoDetails(
  db: Queryable,
  settings: { apiKey: string | undefined; apiUrl: string },
  target: { formId: string; uid: string; videoId: string },
  /** how the thumbnail's link is resolved and connected (tests put a local server behind a public address) */
  linkOptions: Parameters<typeof fetchImageFromLink>[1] = {},
): Promise<VideoDetails> {
  if (!settings.apiKey) return { ok: false, message: VIDEO_DETAILS_MESSAGES.noKey };
  const url = new URL(`${settings.apiUrl.replace(/\/+$/, '')}/videos`);
  url.searchParams.set('part', 'snippet');
  url.searchParams.set('id', target.videoId);
  url.searchParams.set('key', settings.apiKey);
  let body: VideosResponse;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(VIDEO_LOOKUP_TIMEOUT_MS), headers: { Accept: 'application/json' } });
    if (!response.ok) return { ok: false, message: VIDEO_DETAILS_MESSAGES.unavailable };
    body = (await response.json()) as VideosResponse;
  } catch {
    return { ok: false, message: VIDEO_DETAILS_MESSAGES.unavailable };
  }
  const snippet = body.items?.[0]?.snippet;
  if (!snippet) return { ok: false, message: VIDEO_DETAILS_MESSAGES.notFound };
  let thumbnail: { name: string; url: string } | null = null;
  const thumbnailUrl = snippet.thumbnails?.medium?.url;
  if (thumbnailUrl) {
    // a missing thumbnail does not spoil the title: the author may upload one
    const fetched = await fetchImageFromLink(thumbnailUrl, linkOptions);
    if (fetched.ok) {
      const stored = await storeElementImage(db, { formId: target.formId, type: 'youtube-video', uid: target.uid }, fetched.bytes);
      if (stored.ok) thumbnail = { name: stored.name, url: stored.url };
    }
  }
  return {
    ok: true,
    title: typeof snippet.title === 'string' ? snippet.title : '',
    channelTitle: typeof snippet.channelTitle === 'string' ? snippet.channelTitle : '',
    tags: Array.isArray(snippet.tags) ? snippet.tags.filter((t): t is string => typeof t === 'string') : [],
    thumbnail,
  };
}
