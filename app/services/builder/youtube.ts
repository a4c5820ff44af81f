// Help-video and youtube-video links (workflow-builder.md §5): only YouTube's watch, embed and short-link shapes
// are accepted, the 11-character video id is taken from them, and a watch link is stored in its embed form. A link
// pasted without https:// (as an address bar shows it) is read as https.

export const INVALID_YOUTUBE_MESSAGE = 'Invalid YouTube format.';

const SHAPES = [
  // watch: the id is the v parameter, wherever it stands among the others
  /^https?:\/\/(?:www\.|m\.)?youtube\.com\/watch\/?\?(?:[^#]*&)?v=([A-Za-z0-9_-]{11})(?:[&#].*)?$/,
  // embed, also from the privacy-enhanced player
  /^https?:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([A-Za-z0-9_-]{11})\/?(?:[?#].*)?$/,
  // the short link
  /^https?:\/\/(?:www\.)?youtu\.be\/([A-Za-z0-9_-]{11})\/?(?:[?#].*)?$/,
];

export type YoutubeLink = { ok: true; videoId: string; embed: string } | { ok: false; message: string };

export function readYoutubeLink(link: string): YoutubeLink {
  const typed = link.trim();
  const trimmed = /^(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com|youtu\.be)\//i.test(typed) ? `https://${typed}` : typed;
  for (const shape of SHAPES) {
    const match = shape.exec(trimmed);
    if (match) return { ok: true, videoId: match[1]!, embed: `https://www.youtube.com/embed/${match[1]!}` };
  }
  return { ok: false, message: INVALID_YOUTUBE_MESSAGE };
}
