import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../i18n/texts-for-tests';
import {
  agreeToJurisdiction,
  participatingPrices,
  readSetupChoice,
  SETUP_MESSAGES,
  setupMessageText,
  setupStep,
  setupStepLink,
  setupStepsShown,
  type PublishedOffer,
  type SetupCatalog,
  type SetupChoice,
} from './setup-stepper';

const divorce = {
  title: 'Divorce',
  participants: 2 as const,
  costs: { collaborative: { paywall1: 100, paywall2: 249 }, unilateral: { paywall1: 99, paywall2: 200 } },
};
const annulment = { ...divorce, title: 'Annulment' };

function offer(id: string, fields: Partial<PublishedOffer> = {}): PublishedOffer {
  return {
    id,
    form_id: `form-${id}`,
    name: `Utah form ${id}`,
    type: 'Divorce',
    children_option: 'with',
    use_counties: false,
    counties: [],
    jurisdiction: 'Utah District Court',
    ...fields,
  };
}

const withChildren = offer('with-children');
const withoutChildren = offer('without-children', { children_option: 'without' });
const utah: SetupCatalog = {
  types: [divorce, annulment],
  published: [withChildren, withoutChildren],
  counties: ['Salt Lake', 'Utah'],
};

const english = await textsIn('en', 'guide');
/** The step, its messages in the English the page shows (the service names them by key). */
const chosen = (choice: SetupChoice, catalog: SetupCatalog = utah) => {
  const step = setupStep(choice, catalog);
  return Object.assign(step, { messages: step.messages.map((m) => setupMessageText(m, english)) });
};
const upToChildren = { state: 'Utah', type: 'Divorce', participating: 'collaborative', children: 'with' } as const;

describe('the setup stepper: state', () => {
  it('starts at the state step with nothing chosen', () => {
    expect(chosen({})).toEqual({ step: 1, choice: {}, messages: [] });
  });

  it('asks for the state again when the one given is not in the guide’s list, and drops every later choice', () => {
    expect(chosen({ state: 'Atlantis', type: 'Divorce' })).toEqual({ step: 1, choice: {}, messages: [] });
  });

  it('accepts the foreign country choice as a state', () => {
    expect(chosen({ state: 'Foreign Country or Territory' }, { types: [], published: [], counties: [] }).step).toBe(2);
  });
});

describe('the setup stepper: type', () => {
  it('offers the types of the chosen state once a state is chosen', () => {
    expect(chosen({ state: 'Utah' })).toMatchObject({
      step: 2,
      choice: { state: 'Utah' },
      types: [divorce, annulment],
      messages: [],
    });
  });

  it('says no Divorce form is found when the state offers no type at all', () => {
    const none = chosen({ state: 'Nevada' }, { types: [], published: [], counties: [] });
    expect(none).toMatchObject({ step: 2, messages: ['Sorry, could not find a Divorce form for Nevada.'] });
  });

  it('stays on the type step, naming the type, when nothing of that type is published in the state', () => {
    expect(chosen({ state: 'Utah', type: 'Annulment' })).toMatchObject({
      step: 2,
      choice: { state: 'Utah' },
      messages: ['Sorry, could not find a Annulment form for Utah.'],
    });
  });

  it('asks for the type again when the one given is not offered in the state', () => {
    expect(chosen({ state: 'Utah', type: 'Adoption' })).toMatchObject({
      step: 2,
      choice: { state: 'Utah' },
      messages: [],
    });
  });
});

describe('the setup stepper: participating', () => {
  it('asks who takes part, with the chosen type’s costs, once the type has a published form', () => {
    expect(chosen({ state: 'Utah', type: 'Divorce' })).toEqual({
      step: 3,
      choice: { state: 'Utah', type: 'Divorce' },
      types: [divorce, annulment],
      costs: divorce.costs,
      messages: [],
    });
  });

  it('shows each way of taking part at the sum of its two levels', () => {
    expect(participatingPrices(divorce.costs)).toEqual({ collaborative: 349, unilateral: 299 });
  });
});

describe('the setup stepper: children', () => {
  it('asks about children once the way of taking part is chosen', () => {
    expect(chosen({ state: 'Utah', type: 'Divorce', participating: 'unilateral' })).toEqual({
      step: 4,
      choice: { state: 'Utah', type: 'Divorce', participating: 'unilateral' },
      messages: [],
    });
  });

  it('stays on the children step when no form fits the children choice', () => {
    const onlyWith: SetupCatalog = { ...utah, published: [withChildren] };
    expect(chosen({ ...upToChildren, children: 'without' }, onlyWith)).toMatchObject({
      step: 4,
      choice: { state: 'Utah', type: 'Divorce', participating: 'collaborative' },
      messages: ['Sorry, could not find a Utah form without children for any county'],
    });
  });

  it('counts a form for both or not applicable as fitting either children choice', () => {
    const both: SetupCatalog = {
      ...utah,
      published: [offer('both', { children_option: 'both' }), offer('na', { children_option: 'N/A' })],
    };
    expect(chosen({ ...upToChildren, children: 'without', county: 'any' }, both).workflow?.id).toBe('both');
  });
});

describe('the setup stepper: county', () => {
  it('lists the state’s seeded counties even when none of the fitting forms uses counties', () => {
    expect(chosen(upToChildren)).toEqual({ step: 5, choice: upToChildren, counties: ['Salt Lake', 'Utah'], messages: [] });
  });

  it('finds the form for any county of the state when a county is chosen and no form is made for it', () => {
    expect(chosen({ ...upToChildren, county: 'Utah' })).toMatchObject({ step: 6, workflow: withChildren, messages: [] });
  });

  it('prefers the form made for the chosen county over a newer one for any county', () => {
    const both: SetupCatalog = {
      ...utah,
      published: [offer('any-county'), offer('salt-lake', { use_counties: true, counties: ['Salt Lake'] })],
    };
    expect(chosen({ ...upToChildren, county: 'Salt Lake' }, both).workflow?.id).toBe('salt-lake');
    expect(chosen({ ...upToChildren, county: 'Utah' }, both).workflow?.id).toBe('any-county');
  });

  it('asks for the county again when the chosen one is not among those offered', () => {
    expect(chosen({ ...upToChildren, county: 'Atlantis' })).toEqual({ step: 5, choice: upToChildren, counties: ['Salt Lake', 'Utah'], messages: [] });
  });

  it('adds a county a form is made for when the state’s list lacks it', () => {
    const extra: SetupCatalog = { ...utah, published: [offer('kane', { use_counties: true, counties: ['Kane'] })] };
    expect(chosen(upToChildren, extra).counties).toEqual(['Salt Lake', 'Utah', 'Kane']);
  });

  it('lists the state’s counties when a fitting form uses counties', () => {
    const byCounty: SetupCatalog = {
      ...utah,
      published: [offer('salt-lake', { use_counties: true, counties: ['Salt Lake'] })],
    };
    expect(chosen(upToChildren, byCounty)).toMatchObject({ step: 5, counties: ['Salt Lake', 'Utah'] });
  });

  it('stays on the county step, naming the county, when only forms of other counties fit', () => {
    const byCounty: SetupCatalog = {
      ...utah,
      published: [offer('salt-lake', { use_counties: true, counties: ['Salt Lake'] })],
    };
    expect(chosen({ ...upToChildren, county: 'Utah' }, byCounty)).toMatchObject({
      step: 5,
      choice: upToChildren,
      messages: ['Sorry, could not find a Utah form with children for Utah county'],
    });
    expect(chosen({ ...upToChildren, county: 'any' }, byCounty)).toMatchObject({
      step: 5,
      messages: ['Sorry, could not find a Utah form with children for any county'],
    });
    expect(chosen({ ...upToChildren, county: 'Salt Lake' }, byCounty).workflow?.id).toBe('salt-lake');
  });

  it('offers the newest published version of a form, not an older one', () => {
    const versions: SetupCatalog = {
      ...utah,
      published: [offer('v2', { form_id: 'f' }), offer('v1', { form_id: 'f' })],
    };
    expect(chosen({ ...upToChildren, county: 'any' }, versions).workflow?.id).toBe('v2');
  });

  it('keeps an older version of a form when only it fits the choices', () => {
    const versions: SetupCatalog = {
      ...utah,
      published: [offer('v2', { form_id: 'f', children_option: 'without' }), offer('v1', { form_id: 'f' })],
    };
    expect(chosen({ ...upToChildren, county: 'any' }, versions).workflow?.id).toBe('v1');
  });
});

describe('the setup stepper: tutorial', () => {
  it('shows a collaborative form the tutorial before the jurisdiction', () => {
    expect(chosen({ ...upToChildren, county: 'any' })).toMatchObject({ step: 6, workflow: withChildren, messages: [] });
  });

  it('goes on to the jurisdiction once the tutorial is done', () => {
    expect(chosen({ ...upToChildren, county: 'any', tutorial: 'done' }).step).toBe(7);
  });

  it('skips the tutorial of a unilateral form, and leaves it out of the listed steps', () => {
    const unilateral = { ...upToChildren, participating: 'unilateral', county: 'any' } as const;
    expect(chosen(unilateral)).toMatchObject({ step: 7, choice: unilateral });
    expect(setupStepsShown(unilateral).map((s) => s.name)).toEqual([
      'State',
      'Type',
      'Participating',
      'Children',
      'County',
      'Jurisdiction',
    ]);
    expect(setupStepsShown(upToChildren)).toHaveLength(7);
  });
});

describe('the setup stepper: jurisdiction', () => {
  const complete = { ...upToChildren, county: 'any', tutorial: 'done' } as const;

  it('sends a petitioner who agrees to the level-1 payment of the chosen form and way of taking part', () => {
    expect(agreeToJurisdiction(chosen(complete), { id: 'user-1', admin: false })).toEqual({
      kind: 'pay',
      to: '/pay-for-form/with-children/user-1/collaborative/1',
    });
  });

  it('carries a chosen county to the payment page', () => {
    const unilateral = { ...upToChildren, participating: 'unilateral', county: 'Salt Lake' } as const;
    expect(agreeToJurisdiction(chosen(unilateral), { id: 'user-1', admin: false })).toEqual({
      kind: 'pay',
      to: '/pay-for-form/with-children/user-1/unilateral/1?county=Salt+Lake',
    });
  });

  it('starts the form at once for an admin, who counts as having paid', () => {
    expect(agreeToJurisdiction(chosen(complete), { id: 'admin-1', admin: true })).toEqual({
      kind: 'start',
      publishedWorkflowId: 'with-children',
      county: null,
      collaborate: true,
    });
  });

  it('refuses to agree before every step is done', () => {
    expect(agreeToJurisdiction(chosen({ ...upToChildren, county: 'any' }), { id: 'user-1', admin: false })).toEqual({
      kind: 'refused',
      message: SETUP_MESSAGES.incomplete,
    });
  });
});

describe('the setup stepper: choices in the query string', () => {
  it('reads the choices so far and ignores empty fields', () => {
    expect(readSetupChoice(new URLSearchParams('state=Utah&type=Divorce&county='))).toEqual({
      state: 'Utah',
      type: 'Divorce',
    });
  });

  it('starts afresh when a choice is not one of the offered values', () => {
    expect(readSetupChoice(new URLSearchParams('state=Utah&participating=both'))).toEqual({});
  });

  it('links back to a step with only the choices made before it', () => {
    expect(setupStepLink(3, { ...upToChildren, county: 'any' })).toBe('/legal-form-guide?state=Utah&type=Divorce');
    expect(setupStepLink(1, upToChildren)).toBe('/legal-form-guide');
  });
});

describe('the setup stepper: a one-person type (ADR 028)', () => {
  const nameChange = { ...divorce, title: 'Name Change', participants: 1 as const };
  const petition = offer('name-change', { type: 'Name Change', children_option: 'N/A', name: 'Utah Name Change' });
  const catalog: SetupCatalog = { types: [divorce, nameChange], published: [withChildren, petition], counties: ['Salt Lake'] };

  it('asks neither how people take part nor about children: after the type comes the county, then the jurisdiction', () => {
    expect(chosen({ state: 'Utah', type: 'Name Change' }, catalog)).toMatchObject({ step: 5, choice: { state: 'Utah', type: 'Name Change', participating: 'unilateral' }, onePerson: true });
    const last = chosen({ state: 'Utah', type: 'Name Change', participating: 'collaborative', children: 'with', county: 'any' }, catalog);
    expect(last).toMatchObject({ step: 7, workflow: { id: 'name-change' }, onePerson: true, choice: { participating: 'unilateral' } });
    expect(last.choice).not.toHaveProperty('children');
    expect(agreeToJurisdiction(last, { id: 'u1', admin: false })).toEqual({ kind: 'pay', to: '/pay-for-form/name-change/u1/unilateral/1' });
  });

  it("a two-person type names its other party on the participating step; a divorce keeps the spec's 'spouse'", () => {
    const lease = { ...divorce, title: 'Lease Termination', otherParty: 'landlord' };
    const leases: SetupCatalog = { ...catalog, types: [divorce, lease], published: [withChildren, offer('lease', { type: 'Lease Termination' })] };
    expect(chosen({ state: 'Utah', type: 'Lease Termination' }, leases)).toMatchObject({ step: 3, otherParty: 'landlord' });
    expect(chosen({ state: 'Utah', type: 'Divorce' }, leases)).not.toHaveProperty('otherParty');
  });

  it('a two-person type other than divorce asks no children question, lists no Children step and names its other party to the end', () => {
    const lease = { ...divorce, title: 'Lease Termination', otherParty: 'landlord' };
    const leases: SetupCatalog = { ...catalog, types: [divorce, lease], published: [withChildren, offer('lease', { type: 'Lease Termination' })] };
    const toCounty = chosen({ state: 'Utah', type: 'Lease Termination', participating: 'collaborative' }, leases);
    expect(toCounty).toMatchObject({ step: 5, otherParty: 'landlord' });
    expect(toCounty.choice).not.toHaveProperty('children');
    expect(chosen({ state: 'Utah', type: 'Lease Termination', participating: 'collaborative', county: 'any' }, leases)).toMatchObject({ step: 6, otherParty: 'landlord', workflow: { id: 'lease' } });
    expect(chosen({ state: 'Utah', type: 'Lease Termination', participating: 'collaborative', county: 'any', tutorial: 'done' }, leases)).toMatchObject({ step: 7, otherParty: 'landlord' });
    expect(setupStepsShown({ participating: 'collaborative' }, { otherParty: 'landlord' }).map((s) => s.name)).not.toContain('Children');
    expect(setupStepsShown({ participating: 'collaborative' }, { otherParty: 'spouse' }).map((s) => s.name)).toContain('Children');
    // a divorce still asks about children
    expect(chosen({ state: 'Utah', type: 'Divorce', participating: 'collaborative' }, leases)).toMatchObject({ step: 4 });
  });

  it('lists only the steps it asks, and says what is missing without children', () => {
    expect(setupStepsShown({ participating: 'unilateral' }, { onePerson: true }).map((s) => s.name)).toEqual(['State', 'Type', 'County', 'Jurisdiction']);
    const none = chosen({ state: 'Utah', type: 'Name Change', county: 'Salt Lake' }, { ...catalog, published: [{ ...petition, use_counties: true, counties: ['Weber'] }] });
    expect(none.messages).toEqual(['Sorry, could not find a Utah Name Change form for Salt Lake county']);
    expect(setupMessageText(SETUP_MESSAGES.noFormOfType('Utah', 'Name Change', null), english)).toBe('Sorry, could not find a Utah Name Change form for any county');
  });
});
