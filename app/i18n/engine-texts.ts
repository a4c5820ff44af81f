// The engine's findings (validation problems, logic checks, fill checks) said in the page's language: the engine gives
// each a code and values beside its English (engine/src/definition/engine-text.ts); the `documents` catalogue says
// each code as `engine.{code}`, a nested value (an owner, a reason, a test) said first the same way (issue 35).
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { capitalized, type EngineText, type EngineTextCode } from '../engine';
import type documents from '../../i18n/catalogues/en/documents';

type Said = keyof (typeof documents)['engine'];
/** A code the catalogue says, as a plain key or as plural keys (`_one`, `_other`). */
type SaidCode<C extends string> = C extends Said ? C : `${C}_one` extends Said ? (`${C}_other` extends Said ? C : never) : never;
type Unsaid = Exclude<EngineTextCode, SaidCode<EngineTextCode>>;
/**
 * Fails to compile when the engine gains a code the catalogue lacks: the error names the code (`Unsaid`). The unit
 * test beside this module also holds each English entry to the engine's own words.
 */
export const EVERY_ENGINE_CODE_IS_SAID: [Unsaid] extends [never] ? true : { missing: Unsaid } = true;

type Values = Record<string, string | number>;

function part(t: TFunction<'documents'>, text: EngineText): string {
  const values: Values = {};
  for (const [name, value] of Object.entries(text.values)) values[name] = typeof value === 'object' ? part(t, value) : value;
  return (t as unknown as (key: string, values: Values) => string)(`engine.${text.code}`, values);
}

/** An engine text as a sentence in the language of `t` (the page's `documents` words). */
export function sayEngineText(t: TFunction<'documents'>, text: EngineText): string {
  return capitalized(part(t, text));
}

/** Anything the engine reports (a problem, a finding, a fill issue) said in the page's language; its English without a text. */
export function sayFinding(t: TFunction<'documents'>, found: { message: string; text?: EngineText }): string {
  return found.text ? sayEngineText(t, found.text) : found.message;
}

/** `sayFinding` with the page's own `documents` words, for a component. */
export function useSayFinding(): (found: { message: string; text?: EngineText }) => string {
  const { t } = useTranslation('documents');
  return (found) => sayFinding(t, found);
}
