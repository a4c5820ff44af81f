// A new reading of the answers keeps what the person changed meanwhile and shows only answers newer than the page's own.
import { describe, expect, it } from 'vitest';
import { carriedEdits, fieldKeyVersions } from './revision-carry';

describe('the edits a new revision of the answers keeps', () => {
  const live = { edits: { name: 'Avery Qu', city: 'Provo' }, bases: { name: 3, city: 7 } };

  it('keeps an edit when the revision was read before it was saved (the stored answer is the one it was made on)', () =>
    expect(carriedEdits(live, new Map([['name', 3], ['city', 7]]), {})).toEqual(live));

  it("keeps an edit when the stored answer is the page's own last save of it", () =>
    expect(carriedEdits(live, new Map([['name', 4], ['city', 7]]), { name: 4 }).edits).toEqual(live.edits));

  it("drops an edit when the stored answer is newer than both (another tab's, or one the engine cleared)", () => {
    const carried = carriedEdits(live, new Map([['name', 5], ['city', 7]]), { name: 4 });
    expect(carried).toEqual({ edits: { city: 'Provo' }, bases: { city: 7 } });
  });

  it('keeps an edit of a field the revision does not show', () =>
    expect(carriedEdits(live, new Map([['city', 7]]), {}).edits).toHaveProperty('name', 'Avery Qu'));
});

describe('which fields a new revision mounts afresh', () => {
  const previous = { name: 3, city: 7 };

  it("keeps a field's key when the stored answer is the page's own save", () =>
    expect(fieldKeyVersions(previous, new Map([['name', 4], ['city', 7]]), { name: 4 })).toEqual(previous));

  it('changes the key of a field whose stored answer is newer than its own save', () =>
    expect(fieldKeyVersions(previous, new Map([['name', 6], ['city', 7]]), { name: 4 })).toEqual({ name: 6, city: 7 }));

  it('keys a field new to the page by its stored version', () =>
    expect(fieldKeyVersions(previous, new Map([['name', 3], ['city', 7], ['zip', 2]]), {})).toEqual({ ...previous, zip: 2 }));
});
