import { describe, expect, it } from 'vitest';
import { INVALID_YOUTUBE_MESSAGE, readYoutubeLink } from './youtube';

describe('YouTube links', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?t=3',
    'http://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    'https://www.youtube.com/embed/dQw4w9WgXcQ/',
    'www.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtu.be/dQw4w9WgXcQ',
    '  https://youtu.be/dQw4w9WgXcQ  ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ#t=30',
    'https://youtube.com/watch?v=a-b_c-d_e-f',
  ])('%s gives the 11-character id and its embed link', (link) => {
    const id = link.includes('a-b_c') ? 'a-b_c-d_e-f' : 'dQw4w9WgXcQ';
    expect(readYoutubeLink(link)).toEqual({ ok: true, videoId: id, embed: `https://www.youtube.com/embed/${id}` });
  });

  it.each([
    'https://vimeo.com/12345',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQx',
    'dQw4w9WgXcQ',
    'https://youtu.be.evil.com/dQw4w9WgXcQ',
    'https://evil.com/?u=https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/results?search_query=divorce',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ<script>',
    '',
  ])('%s is refused', (link) => {
    expect(readYoutubeLink(link)).toEqual({ ok: false, message: INVALID_YOUTUBE_MESSAGE });
  });
});
