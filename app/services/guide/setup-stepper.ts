// The setup stepper's rules (end-user-journey.md §2 and §8): which of its seven steps a person is on, given the
// choices so far and what is published for the chosen state, and where agreeing to the jurisdiction leads.
// No database here: the server module loads the state's catalog once and these rules read it.
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { GUIDE_STATES } from './states';

export const SETUP_STEPS = [
  'State',
  'Type',
  'Participating',
  'Children',
  'County',
  'Tutorial',
  'Jurisdiction',
] as const;
const TUTORIAL_STEP = 6;
export const JURISDICTION_STEP = 7;
export const ANY_COUNTY = 'any';

/** Why a step is shown again, as a key of the guide catalogue's `setup.messages` and its values: the page says it. */
export type SetupMessage = {
  key: 'noType' | `noForm${'With' | 'Without'}Children${'' | 'AnyCounty'}` | `noFormOfType${'' | 'AnyCounty'}` | 'incomplete';
  values?: { type?: string; state?: string; county?: string };
};

const anyCounty = (county: string | null) => (county === null ? ('AnyCounty' as const) : ('' as const));

export const SETUP_MESSAGES = {
  noType: (type: string, state: string): SetupMessage => ({ key: 'noType', values: { type, state } }),
  noForm: (state: string, children: 'with' | 'without', county: string | null): SetupMessage => ({
    key: `noForm${children === 'with' ? 'With' : 'Without'}Children${anyCounty(county)}`,
    values: { state, ...(county === null ? {} : { county }) },
  }),
  /** a one-person type (ADR 028) asks nothing about children, so its message does not mention them */
  noFormOfType: (state: string, type: string, county: string | null): SetupMessage => ({
    key: `noFormOfType${anyCounty(county)}`,
    values: { state, type, ...(county === null ? {} : { county }) },
  }),
  incomplete: { key: 'incomplete' } as SetupMessage,
} as const;

/** A step's message in the words of the page's language (`t` is the guide catalogue's). */
export function setupMessageText(message: SetupMessage, t: TFunction<'guide'>): string {
  return t(`setup.messages.${message.key}` as const, message.values ?? {});
}

/** The choices so far, from the query string: each step's form carries the earlier ones. */
const setupChoiceSchema = z.object({
  state: z.string().optional(),
  type: z.string().optional(),
  participating: z.enum(['collaborative', 'unilateral']).optional(),
  children: z.enum(['with', 'without']).optional(),
  county: z.string().optional(),
  tutorial: z.literal('done').optional(),
});
export type SetupChoice = z.infer<typeof setupChoiceSchema>;

/** The order the choices are made in: a link back to a step keeps the ones before it. */
const CHOICE_ORDER = [
  'state',
  'type',
  'participating',
  'children',
  'county',
  'tutorial',
] as const satisfies readonly (keyof SetupChoice)[];

/** Empty fields count as not chosen; a choice that is not one of the offered values starts that step afresh. */
export function readSetupChoice(params: URLSearchParams): SetupChoice {
  const parsed = setupChoiceSchema.safeParse(Object.fromEntries([...params].filter(([, v]) => v !== '')));
  return parsed.success ? parsed.data : {};
}

export interface WorkflowTypeOffer {
  title: string;
  /** ADR 028: 1 for a type the person completes alone (no participating, children or tutorial step), else 2 */
  participants: 1 | 2;
  /** what the other party is called ('spouse' for a divorce, so the spec's words stay) */
  otherParty?: string;
  costs: Record<'collaborative' | 'unilateral', { paywall1: number; paywall2: number }>;
}

export interface PublishedOffer {
  id: string;
  form_id: string;
  name: string;
  type: string;
  children_option: string;
  use_counties: boolean;
  counties: string[];
  jurisdiction: string | null;
}

/** What the database holds for one state: the active types offered there and every published version, newest first. */
export interface SetupCatalog {
  types: WorkflowTypeOffer[];
  published: PublishedOffer[];
  counties: string[];
}

export interface SetupStep {
  step: number;
  /** the choices that hold so far (a refused one is dropped, so its step asks again) */
  choice: SetupChoice;
  messages: SetupMessage[];
  types?: WorkflowTypeOffer[];
  costs?: WorkflowTypeOffer['costs'];
  counties?: string[];
  workflow?: PublishedOffer;
  /** the chosen type is completed by one person alone (ADR 028) */
  onePerson?: boolean;
  /** the other party's name when it is not 'spouse' (ADR 028) */
  otherParty?: string;
}

/** The newest published version of each form among those that fit; the catalog is newest first. */
function newestFitting(catalog: SetupCatalog, fits: (w: PublishedOffer) => boolean): PublishedOffer[] {
  const seen = new Set<string>();
  return catalog.published.filter((w) => {
    if (!fits(w) || seen.has(w.form_id)) return false;
    seen.add(w.form_id);
    return true;
  });
}

const fitsChildren = (children: string) => (w: PublishedOffer) => [children, 'both', 'N/A'].includes(w.children_option);
/** A form without counties fits any county; one with counties only a county it lists ('any county' is none). */
const fitsCounty = (county: string | null) => (w: PublishedOffer) =>
  !w.use_counties || (county !== null && w.counties.includes(county));

/**
 * The counties the county step lists: the state's seeded counties (administration-platform.md §2.8), so a person
 * always finds their own; a form made for counties the list lacks adds them rather than being unreachable.
 */
function countiesOffered(catalog: SetupCatalog, fitting: PublishedOffer[]): string[] {
  const listed = new Set(catalog.counties);
  const extra = fitting.flatMap((w) => (w.use_counties ? w.counties : [])).filter((c) => !listed.has(c));
  return [...catalog.counties, ...[...new Set(extra)].sort()];
}

export function isGuideState(state: string | undefined): state is string {
  return state !== undefined && GUIDE_STATES.includes(state);
}

/** The step the choices lead to: the first one not yet made, or the one whose choice finds no published form. */
export function setupStep(choice: SetupChoice, catalog: SetupCatalog): SetupStep {
  if (!isGuideState(choice.state)) return { step: 1, choice: {}, messages: [] };
  const state = choice.state;
  const { types } = catalog;
  const typeRow = types.find((t) => t.title === choice.type);
  if (!typeRow)
    return {
      step: 2,
      choice: { state },
      types,
      messages: types.length === 0 ? [SETUP_MESSAGES.noType('Divorce', state)] : [],
    };
  const ofType = (w: PublishedOffer) => w.type === typeRow.title;
  if (newestFitting(catalog, ofType).length === 0)
    return { step: 2, choice: { state }, types, messages: [SETUP_MESSAGES.noType(typeRow.title, state)] };

  const base = { state, type: typeRow.title };
  // a one-person type (ADR 028): nobody to take part with, so unilateral; no children question; no tutorial
  const onePerson = typeRow.participants === 1;
  const otherParty = !onePerson && typeRow.otherParty && typeRow.otherParty !== 'spouse' ? typeRow.otherParty : undefined;
  const marked = { ...(onePerson ? { onePerson } : {}), ...(otherParty ? { otherParty } : {}) };
  // minor children together are a divorce's question: a type alone or with another party (a landlord) skips it
  const asksChildren = !onePerson && !otherParty;
  const participating = onePerson ? ('unilateral' as const) : choice.participating;
  if (!participating) return { step: 3, choice: base, types, costs: typeRow.costs, messages: [], ...marked };
  const withMode = { ...base, participating };
  const children = asksChildren ? choice.children : undefined;
  if (asksChildren && !children) return { step: 4, choice: withMode, messages: [] };
  const fitsFamily = children ? fitsChildren(children) : () => true;
  const noForm = (county: string | null) => (children ? SETUP_MESSAGES.noForm(state, children, county) : SETUP_MESSAGES.noFormOfType(state, typeRow.title, county));
  const forChildren = newestFitting(catalog, (w) => ofType(w) && fitsFamily(w));
  if (forChildren.length === 0) return { step: asksChildren ? 4 : 2, choice: asksChildren ? withMode : { state }, types, messages: [noForm(null)], ...marked };

  const withChildren = { ...withMode, ...(children ? { children } : {}) };
  const counties = countiesOffered(catalog, forChildren);
  // a county the step does not offer (a typed-in query) asks again, as any other choice that is not offered
  if (!choice.county || (choice.county !== ANY_COUNTY && !counties.includes(choice.county)))
    return { step: 5, choice: withChildren, counties, messages: [], ...marked };
  const county = choice.county === ANY_COUNTY ? null : choice.county;
  const matches = newestFitting(catalog, (w) => ofType(w) && fitsFamily(w) && fitsCounty(county)(w));
  // a form made for the county comes before one for any county of the state
  const workflow = matches.find((w) => w.use_counties) ?? matches[0];
  if (!workflow) return { step: 5, choice: withChildren, counties, messages: [noForm(county)], ...marked };

  const complete = { ...withChildren, county: choice.county };
  const collaborative = participating === 'collaborative';
  // only a collaborative form watches the tutorial (how working together works)
  if (collaborative && !choice.tutorial) return { step: TUTORIAL_STEP, choice: complete, workflow, messages: [], ...marked };
  return {
    step: JURISDICTION_STEP,
    choice: { ...complete, ...(collaborative ? { tutorial: 'done' as const } : {}) },
    workflow,
    messages: [],
    ...marked,
  };
}

/** What each way of taking part costs in all: level 1 and level 2 of the chosen type. */
export function participatingPrices(costs: WorkflowTypeOffer['costs']): Record<'collaborative' | 'unilateral', number> {
  return {
    collaborative: costs.collaborative.paywall1 + costs.collaborative.paywall2,
    unilateral: costs.unilateral.paywall1 + costs.unilateral.paywall2,
  };
}

const PARTICIPATING_STEP = 3;
const CHILDREN_STEP = 4;

/**
 * The steps listed above the stepper: a unilateral form has no tutorial; a one-person type (ADR 028) no participating
 * or children step; a two-person type whose other party is not a spouse (a landlord) no children step.
 */
export function setupStepsShown(choice: SetupChoice, type: { onePerson?: boolean; otherParty?: string } = {}): { name: (typeof SETUP_STEPS)[number]; step: number }[] {
  const asksChildren = !type.onePerson && (type.otherParty ?? 'spouse') === 'spouse';
  return SETUP_STEPS.map((name, i) => ({ name, step: i + 1 })).filter(
    (s) =>
      (s.step !== TUTORIAL_STEP || choice.participating !== 'unilateral') &&
      !(type.onePerson && s.step === PARTICIPATING_STEP) &&
      !(!asksChildren && s.step === CHILDREN_STEP),
  );
}

/** The link back to a step keeps only the choices made before it. */
export function setupStepLink(step: number, choice: SetupChoice): string {
  const kept = CHOICE_ORDER.slice(0, step - 1).filter((k) => choice[k]);
  const params = new URLSearchParams(kept.map((k) => [k, choice[k]!]));
  return `/legal-form-guide${params.size ? `?${params}` : ''}`;
}

export type JurisdictionAgreement =
  | { kind: 'refused'; message: SetupMessage }
  | { kind: 'start'; publishedWorkflowId: string; county: string | null; collaborate: boolean }
  | { kind: 'pay'; to: string };

/**
 * Agreeing on the last step: an admin counts as having paid, so the form starts straight away; anyone else goes
 * to the level-1 payment of the chosen form, way of taking part and county.
 */
export function agreeToJurisdiction(resolved: SetupStep, user: { id: string; admin: boolean }): JurisdictionAgreement {
  const { workflow, choice } = resolved;
  if (resolved.step !== JURISDICTION_STEP || !workflow || !choice.participating)
    return { kind: 'refused', message: SETUP_MESSAGES.incomplete };
  const county = choice.county === ANY_COUNTY ? null : (choice.county ?? null);
  if (user.admin)
    return {
      kind: 'start',
      publishedWorkflowId: workflow.id,
      county,
      collaborate: choice.participating === 'collaborative',
    };
  const query = new URLSearchParams(county ? { county } : {});
  return {
    kind: 'pay',
    to: `/pay-for-form/${workflow.id}/${user.id}/${choice.participating}/1${query.size ? `?${query}` : ''}`,
  };
}
