import { describe, expect, it } from 'vitest';
import { INVALID_YOUTUBE_MESSAGE, readYoutubeLink } from './youtube';

describe('YouTube links', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?t=3',
  ])('%s gives the 11-character id and its embed link', (link) => {
    expect(readYoutubeLink(link)).toEqual({ ok: true, videoId: 'dQw4w9WgXcQ', embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ' });
  });

  it.each(['https://vimeo.com/12345', 'https://www.youtube.com/watch?v=short', 'dQw4w9WgXcQ', 'https://youtu.be.evil.com/dQw4w9WgXcQ', ''])('%s is refused', (link) => {
    expect(readYoutubeLink(link)).toEqual({ ok: false, message: INVALID_YOUTUBE_MESSAGE });
  });
});
