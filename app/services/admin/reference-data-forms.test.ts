import { describe, expect, it } from 'vitest';
import { stateName } from './reference-data-forms';
import { GUIDE_STATES } from '../guide/states';
import admin from '../../../i18n/catalogues/en/admin';
import { englishAdmin } from '../../../i18n/english';
import { textsIn } from '../../../i18n/texts-for-tests';

describe("the guide's states in the admin's words", () => {
  it('the catalogue names every state of the guide, and only those, each by its English name in English', () => {
    expect(Object.keys(admin.usStates)).toEqual([...GUIDE_STATES]);
    expect(GUIDE_STATES.map((state) => stateName(englishAdmin(), state))).toEqual([...GUIDE_STATES]);
  });

  it('Spanish says a state by its Spanish name, and a name that is not on the list as it was stored', async () => {
    const t = await textsIn('es', 'admin');
    expect(stateName(t, 'New Mexico')).toBe('Nuevo México');
    expect(stateName(t, 'Foreign Country or Territory')).toBe('País o territorio extranjero');
    expect(stateName(t, 'Utah')).toBe('Utah');
    expect(stateName(t, 'Atlantis')).toBe('Atlantis');
  });
});
