// What the questionnaire keeps of the person's own work when its answers are read again (a new loader revision:
// navigation, or the revalidation an autosave asks for). A revision may have been read before the person's latest
// change (a click or typing while it was under way, likely on a slow phone or a busy server), so neither what they
// changed nor the inputs showing it may be thrown away for it; only an answer newer than the page's own is shown.

/** The newest version of a field this page knows of: the one an edit was made on, or its own last save's. */
const knownVersion = (ownSaved: Record<string, number>, uid: string, base?: number) => Math.max(base ?? -1, ownSaved[uid] ?? -1);

/**
 * The edits a new revision keeps: an edit stays while the stored answer is not newer than the one it was made on
 * (`bases`) or this page's own last save of it. Dropping it showed the field unchanged (the answer saved, the page
 * saying otherwise), and the next keystroke saved the shorter text.
 */
/** `stored`: per field, the version of its answer in the new revision; `ownSaved`: the version this page's own last save of it got back. */
export function carriedEdits(
  live: { edits: Record<string, unknown>; bases: Record<string, number> },
  stored: ReadonlyMap<string, number>,
  ownSaved: Record<string, number>,
): { edits: Record<string, unknown>; bases: Record<string, number> } {
  const edits: Record<string, unknown> = {};
  const bases: Record<string, number> = {};
  for (const [uid, value] of Object.entries(live.edits)) {
    if ((stored.get(uid) ?? -1) <= knownVersion(ownSaved, uid, live.bases[uid])) {
      edits[uid] = value;
      bases[uid] = live.bases[uid]!;
    }
  }
  return { edits, bases };
}

/**
 * Per field, the version its React key is made of in a new revision: it changes (the field is mounted afresh, its
 * inputs showing the stored answer) only when the stored answer is newer than this page's own last save of it:
 * another tab's answer, or one the engine cleared.
 */
export function fieldKeyVersions(previous: Record<string, number>, stored: ReadonlyMap<string, number>, ownSaved: Record<string, number>): Record<string, number> {
  const versions: Record<string, number> = {};
  for (const [uid, version] of stored) {
    const current = previous[uid];
    versions[uid] = current === undefined || (version !== current && version > knownVersion(ownSaved, uid)) ? version : current;
  }
  return versions;
}
