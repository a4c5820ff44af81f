// The builder's drag-and-drop announcements name elements by their titles, never their ids (issue 32, finding 8).
import { describe, expect, it } from 'vitest';
import { pageI18n } from '~/i18n/i18next.server';
import { dragAccessibility, titledAnnouncements } from './drag-announcements';

const titles = new Map([
  ['x9aH4a5j58QS', 'PET_NAME'],
  ['k2Lm0pQ7rT1u', 'RES_NAME'],
  ['blank0000001', ''],
]);
const texts = async (language: 'en' | 'es') => (await pageI18n(language)).getFixedT(language, 'builder');
const announce = titledAnnouncements((id) => titles.get(String(id)), await texts('en'));
const item = (id: string) => ({
  id,
  data: { current: undefined },
  rect: { current: { initial: null, translated: null } },
});
const over = (id: string) => ({
  id,
  rect: { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 },
  disabled: false,
  data: { current: undefined },
});

describe('drag-and-drop announcements in the builder', () => {
  it('name the element moved and the one it passes over by title', () => {
    expect(announce.onDragStart({ active: item('x9aH4a5j58QS') })).toBe('Picked up "PET_NAME".');
    expect(announce.onDragOver({ active: item('x9aH4a5j58QS'), over: over('k2Lm0pQ7rT1u') })).toBe(
      '"PET_NAME" was moved over "RES_NAME".',
    );
    expect(announce.onDragEnd({ active: item('x9aH4a5j58QS'), over: over('k2Lm0pQ7rT1u') })).toBe(
      '"PET_NAME" was dropped over "RES_NAME".',
    );
    expect(announce.onDragOver({ active: item('x9aH4a5j58QS'), over: over('x9aH4a5j58QS') })).toBeUndefined();
    expect(announce.onDragCancel({ active: item('x9aH4a5j58QS'), over: null })).toBe(
      'Moving was cancelled. "PET_NAME" was dropped where it was.',
    );
  });

  it('never say an id, even for an element without a title', () => {
    const said = [
      announce.onDragStart({ active: item('blank0000001') }),
      announce.onDragOver({ active: item('blank0000001'), over: over('x9aH4a5j58QS') }),
    ].join(' ');
    expect(said).toContain('"(no title)"');
    expect(said).not.toMatch(/blank0000001|x9aH4a5j58QS/);
  });

  it("are said in Spanish to an admin reading Spanish, the instructions too, the titles as the author wrote them", async () => {
    const spanish = dragAccessibility((id) => titles.get(String(id)), await texts('es'));
    expect(spanish.announcements.onDragStart({ active: item('x9aH4a5j58QS') })).toBe('Tomó "PET_NAME".');
    expect(spanish.announcements.onDragEnd({ active: item('blank0000001'), over: over('k2Lm0pQ7rT1u') })).toBe('"(sin título)" se soltó sobre "RES_NAME".');
    expect(spanish.screenReaderInstructions.draggable).toContain('presione la barra espaciadora');
  });
});
