// What a screen reader hears while an item of a builder list is dragged (dnd-kit's live region): the item and the one
// it passes over named by their titles, where dnd-kit's own words named internal ids ('Draggable item x9aH4a5j58QS
// was moved over…'; issue 32, finding 8; WCAG 4.1.2), in the admin's language (the builder catalogue's `drag`).
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

/** Announcements naming each item by `titleOf` its id ('(no title)' for an empty title). */
export function titledAnnouncements(titleOf: (id: UniqueIdentifier) => string | undefined, t: TFunction<'builder'>): Announcements {
  const name = (id: UniqueIdentifier) => titleOf(id)?.trim() || t('drag.noTitle');
  return {
    onDragStart: ({ active }) => t('drag.pickedUp', { title: name(active.id) }),
    // picked up, an item is over itself: nothing has moved yet, so 'Picked up' stays the last word said
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
          ? t('drag.movedOver', { title: name(active.id), over: name(over.id) })
          : t('drag.notOver', { title: name(active.id) }),
    onDragEnd: ({ active, over }) =>
      over ? t('drag.droppedOver', { title: name(active.id), over: name(over.id) }) : t('drag.dropped', { title: name(active.id) }),
    onDragCancel: ({ active }) => t('drag.cancelled', { title: name(active.id) }),
  };
}

/** dnd-kit's accessibility settings for a builder list: the instructions and the titled announcements, in `t`'s language. */
export function dragAccessibility(titleOf: (id: UniqueIdentifier) => string | undefined, t: TFunction<'builder'>): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  return { announcements: titledAnnouncements(titleOf, t), screenReaderInstructions: { draggable: t('drag.instructions') } };
}
