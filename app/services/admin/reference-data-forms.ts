// The zod schemas of the reference-data pages (administration-platform.md §2.7 to §2.9, §5): workflow types,
// state counties and child support information. Each is used by the browser for live messages and by the action
// as the rule that counts; the messages are the spec's where it gives them ('atleast' is the product's spelling).
import { z } from 'zod';
import { GUIDE_STATES } from '../guide/states';
import { MESSAGES } from '../../../i18n/english';

export const REFERENCE_MESSAGES = {
  stateUsed: 'Sorry, state has already been used',
  countyRequired: 'Sorry, atleast one county is required',
  countyRepeated: 'Sorry, county already used for this state',
  unknownState: 'Choose a state from the list',
  titleUsed: 'Sorry, a workflow type with this title already exists',
  costRange: 'A cost is a whole number of dollars from 0 to 100,000',
  link: 'Enter a web address starting with https:// or http://',
  otherPartySpanishWords: "Write the other party's Spanish name with letters, spaces, apostrophes or hyphens only",
} as const;

const requiredText = (max: number) => z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, `Use at most ${max} characters`);
const state = z.string({ error: MESSAGES.required }).refine((s) => GUIDE_STATES.includes(s), REFERENCE_MESSAGES.unknownState);
const cost = z.number({ error: MESSAGES.required }).int(REFERENCE_MESSAGES.costRange).min(0, REFERENCE_MESSAGES.costRange).max(100_000, REFERENCE_MESSAGES.costRange);

/** One value or several of a repeated field (checkboxes), always as a list. */
const list = <T extends z.ZodType>(item: T) => z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item));

/** 'Two': the person and the other party review, agree and sign; 'One': the person alone (ADR 028). */
export const PARTICIPANT_CHOICES = ['Two', 'One'] as const;

/** The workflow type dialog (§5): title (fixed once created), states, the four costs, active. */
export const workflowTypeSchema = z.object({
  title: requiredText(80),
  states: list(state).refine((s) => s.length > 0, MESSAGES.required),
  collaborativePaywall1: cost,
  collaborativePaywall2: cost,
  unilateralPaywall1: cost,
  unilateralPaywall2: cost,
  active: z.enum(['Yes', 'No'], { error: MESSAGES.required }),
  // ADR 028: who takes part, and what the other party is called ('spouse' when left empty)
  participants: z.enum(PARTICIPANT_CHOICES, { error: MESSAGES.required }).default('Two'),
  otherParty: z.string().trim().max(40, 'Use at most 40 characters').optional(),
  // issue 35: its name in Spanish ('cónyuge'), a word or two a Spanish page puts in its sentences
  otherPartyEs: z
    .string()
    .trim()
    .max(40, 'Use at most 40 characters')
    .regex(/^[\p{L}\p{M}' ’-]*$/u, REFERENCE_MESSAGES.otherPartySpanishWords)
    .optional(),
});

/** How many people take part, as the dialog offers it, and as the column stores it. */
export function participantsCount(choice: (typeof PARTICIPANT_CHOICES)[number]): 1 | 2 {
  return choice === 'One' ? 1 : 2;
}

/** The counties as typed, one a line; blank lines are ignored. */
export function countyLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\p{Cc}/gu, '').trim())
    .filter((line) => line !== '');
}

/** A state and its counties (§5): at least one county, none twice (compared without case). */
export const stateCountiesSchema = z.object({
  state,
  counties: z
    .string()
    .default('')
    .transform((text) => countyLines(text))
    .superRefine((counties, ctx) => {
      if (counties.length === 0) ctx.addIssue({ code: 'custom', message: REFERENCE_MESSAGES.countyRequired });
      const seen = new Set<string>();
      for (const county of counties) {
        if (seen.has(county.toLowerCase())) {
          ctx.addIssue({ code: 'custom', message: REFERENCE_MESSAGES.countyRepeated });
          return;
        }
        seen.add(county.toLowerCase());
      }
      if (counties.some((c) => c.length > 80)) ctx.addIssue({ code: 'custom', message: 'A county name has at most 80 characters' });
    }),
});

const link = z
  .string()
  .trim()
  .max(500)
  .default('')
  .refine((url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url), REFERENCE_MESSAGES.link);

/** A state's child support calculator information (§2.9): a description, the website's name and its link. */
export const childSupportSchema = z.object({
  state,
  description: z.string().trim().max(4000, 'Use at most 4000 characters').default(''),
  website: z.string().trim().max(200, 'Use at most 200 characters').default(''),
  hyperlink: link,
});
