// The zod schemas of the reference-data pages (administration-platform.md §2.7 to §2.9, §5): workflow types,
// state counties and child support information. Each is used by the browser for live messages and by the action
// as the rule that counts; the messages are the spec's where it gives them ('atleast' is the product's spelling),
// from the admin catalogue in the admin's language: `referenceSchemas(t)` with the page's `useTranslation('admin')`
// or the action's `requestTexts(request, 'admin')` (issue 35).
import { z } from 'zod';
import { GUIDE_STATES } from '../guide/states';
import type { AdminTexts } from './admin-nav';
import type adminCatalogue from '../../../i18n/catalogues/en/admin';

/** 'Two': the person and the other party review, agree and sign; 'One': the person alone (ADR 028). */
export const PARTICIPANT_CHOICES = ['Two', 'One'] as const;

/** How many people take part, as the dialog offers it, and as the column stores it. */
export function participantsCount(choice: (typeof PARTICIPANT_CHOICES)[number]): 1 | 2 {
  return choice === 'One' ? 1 : 2;
}

/**
 * A guide state in the admin's words (`admin:usStates`: 'Nuevo México'); the form posts and the records keep its English
 * name. A name that is not one of the guide's states (a record from before the list) is shown as stored.
 */
export function stateName(t: AdminTexts, state: string): string {
  return GUIDE_STATES.includes(state) ? t(`usStates.${state as GuideState}`) : state;
}

type GuideState = keyof typeof adminCatalogue.usStates;

/** The counties as typed, one a line; blank lines are ignored. */
export function countyLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\p{Cc}/gu, '').trim())
    .filter((line) => line !== '');
}

/** The reference-data dialogs' schemas with their messages in the language of `t`. */
export function referenceSchemas(t: AdminTexts) {
  const required = t('validation.required');
  const atMost = (max: number) => t('referenceData.atMost', { max });
  const costRange = t('referenceData.costRange');
  const requiredText = (max: number) => z.string({ error: required }).trim().min(1, required).max(max, atMost(max));
  const state = z.string({ error: required }).refine((s) => GUIDE_STATES.includes(s), t('referenceData.unknownState'));
  const cost = z.number({ error: required }).int(costRange).min(0, costRange).max(100_000, costRange);
  /** One value or several of a repeated field (checkboxes), always as a list. */
  const list = <T extends z.ZodType>(item: T) => z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item));

  /** The workflow type dialog (§5): title (fixed once created), states, the four costs, active. */
  const workflowTypeSchema = z.object({
    title: requiredText(80),
    states: list(state).refine((s) => s.length > 0, required),
    collaborativePaywall1: cost,
    collaborativePaywall2: cost,
    unilateralPaywall1: cost,
    unilateralPaywall2: cost,
    active: z.enum(['Yes', 'No'], { error: required }),
    // ADR 028: who takes part, and what the other party is called ('spouse' when left empty)
    participants: z.enum(PARTICIPANT_CHOICES, { error: required }).default('Two'),
    otherParty: z.string().trim().max(40, atMost(40)).optional(),
    // issue 35: its name in Spanish ('cónyuge'), a word or two a Spanish page puts in its sentences
    otherPartyEs: z
      .string()
      .trim()
      .max(40, atMost(40))
      .regex(/^[\p{L}\p{M}' ’-]*$/u, t('referenceData.otherPartySpanishWords'))
      .optional(),
  });

  /** A state and its counties (§5): at least one county, none twice (compared without case). */
  const stateCountiesSchema = z.object({
    state,
    counties: z
      .string()
      .default('')
      .transform((text) => countyLines(text))
      .superRefine((counties, ctx) => {
        if (counties.length === 0) ctx.addIssue({ code: 'custom', message: t('referenceData.countyRequired') });
        const seen = new Set<string>();
        for (const county of counties) {
          if (seen.has(county.toLowerCase())) {
            ctx.addIssue({ code: 'custom', message: t('referenceData.countyRepeated') });
            return;
          }
          seen.add(county.toLowerCase());
        }
        if (counties.some((c) => c.length > 80)) ctx.addIssue({ code: 'custom', message: t('referenceData.countyTooLong') });
      }),
  });

  const link = z
    .string()
    .trim()
    .max(500)
    .default('')
    .refine((url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url), t('referenceData.link'));

  /** A state's child support calculator information (§2.9): a description, the website's name and its link. */
  const childSupportSchema = z.object({
    state,
    description: z.string().trim().max(4000, atMost(4000)).default(''),
    website: z.string().trim().max(200, atMost(200)).default(''),
    hyperlink: link,
  });

  return { workflowTypeSchema, stateCountiesSchema, childSupportSchema };
}

export type ReferenceSchemas = ReturnType<typeof referenceSchemas>;
