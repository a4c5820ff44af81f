import { describe, expect, it } from 'vitest';
import { formsNavEntry } from './shell.server';

const divorce = { title: 'Divorce', participants: 2, other_party: 'spouse' };

describe("the menu's entry for the person's forms", () => {
  it("is the spec's 'Divorce Forms' while divorce is the only published type, or none is", () => {
    expect(formsNavEntry([divorce])).toEqual({ label: 'divorceForms' });
    expect(formsNavEntry([])).toEqual({ label: 'divorceForms' });
  });

  it("takes another type's name when it is the only one, and a general label when several are published", () => {
    expect(formsNavEntry([{ title: 'Name Change', participants: 1, other_party: 'spouse' }])).toEqual({ label: 'typeForms', values: { type: 'Name Change' } });
    expect(formsNavEntry([{ title: 'Lease Ending', participants: 2, other_party: 'landlord' }])).toEqual({ label: 'typeForms', values: { type: 'Lease Ending' } });
    expect(formsNavEntry([divorce, { title: 'Name Change', participants: 1, other_party: 'spouse' }])).toEqual({ label: 'yourForms' });
  });
});
