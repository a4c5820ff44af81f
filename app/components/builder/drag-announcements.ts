// What a screen reader hears while an item of a builder list is dragged (dnd-kit's live region): the item and the one
// it passes over named by their titles, where dnd-kit's own words named internal ids ('Draggable item x9aH4a5j58QS
// was moved over…'; issue 32, finding 8; WCAG 4.1.2).
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';

/** Announcements naming each item by `titleOf` its id ('(no title)' for an empty title). */
export function titledAnnouncements(titleOf: (id: UniqueIdentifier) => string | undefined): Announcements {
  const name = (id: UniqueIdentifier) => `"${titleOf(id)?.trim() || '(no title)'}"`;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    // picked up, an item is over itself: nothing has moved yet, so 'Picked up' stays the last word said
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
          ? `${name(active.id)} was moved over ${name(over.id)}.`
          : `${name(active.id)} is no longer over another item.`,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} was dropped over ${name(over.id)}.` : `${name(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving was cancelled. ${name(active.id)} was dropped where it was.`,
  };
}
