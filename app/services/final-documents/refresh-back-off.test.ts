// The Completed Documents page's refresh while the document is being made asks less often as the wait grows
// (issue 33, sealing under load): 5 s, 10 s, 20 s, then every 30 s.
import { describe, expect, it } from 'vitest';
import { refreshAfterSeconds } from './final-document-page.server';

/** The moments (seconds after the document was asked for) at which a page opened at `openedAt` asks again. */
function refreshesOf(openedAt: number, until: number): number[] {
  const moments: number[] = [];
  for (let at = openedAt + refreshAfterSeconds(openedAt); at <= until; at += refreshAfterSeconds(at)) moments.push(at);
  return moments;
}

describe('the progress page\'s refresh back-off', () => {
  it('waits 5 s, then 10 s, then 20 s, then 30 s each time for a page opened when the document was asked for', () => {
    expect(refreshesOf(0, 200)).toEqual([5, 15, 35, 65, 95, 125, 155, 185]);
  });

  it('takes the wait from the document, not from the page: a page opened late asks at once at the longer interval', () => {
    expect(refreshAfterSeconds(0)).toBe(5);
    expect(refreshAfterSeconds(4.9)).toBe(5);
    expect(refreshAfterSeconds(5)).toBe(10);
    expect(refreshAfterSeconds(14.9)).toBe(10);
    expect(refreshAfterSeconds(15)).toBe(20);
    expect(refreshAfterSeconds(35)).toBe(30);
    expect(refreshAfterSeconds(3600)).toBe(30);
    expect(refreshesOf(300, 400)).toEqual([330, 360, 390]);
  });

  it('a clock a little behind the database\'s (a negative wait) asks after the first interval', () => {
    expect(refreshAfterSeconds(-2)).toBe(5);
  });

  it('a hundred owners waiting 6 minutes on a queue ask about 13 times each, not 120 times as every 3 s did', () => {
    expect(refreshesOf(0, 360)).toHaveLength(13);
  });
});
