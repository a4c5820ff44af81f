// What the builder knows about a workflow definition, on both sides (the builder page and its server module):
// a new form's starting definition, ids, the version rule and where a validation message belongs.
import type { EngineText, FormElement, WorkflowDefinition } from '../../engine';
import { readYoutubeLink } from './youtube';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of the spec's length (§9: a workflow 20 characters, an element uid 12). */
export function randomId(length: 6 | 12 | 20): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

export const NEW_FORM_VERSION = '0.1.0';

/** A new form (§2 Step 1): children both, version 0.1.0, collaborate true, and its first page. */
export function newFormDefinition(name: string): WorkflowDefinition {
  return {
    name,
    description: '',
    jurisdiction: '',
    state: 'Utah',
    type: 'Divorce',
    childrenOptions: 'both',
    useCounties: false,
    counties: [],
    collaborate: true,
    version: NEW_FORM_VERSION,
    elements: [{ uid: randomId(12), type: 'page-break', title: 'PAGE_1', label: 'Page 1' } as FormElement],
  };
}

/** §9: the minor part increments on each saved edit (the major part on publish, issue 22). */
export function nextMinorVersion(version: string): string {
  const [major, minor] = version.split('.').map((part) => Number.parseInt(part, 10));
  return `${Number.isFinite(major) ? major : 0}.${(Number.isFinite(minor) ? minor! : 0) + 1}.0`;
}

/** Two definitions the same apart from their version and id (a save that changes nothing is no edit). */
export function sameDefinition(a: unknown, b: unknown): boolean {
  return canonicalJson(withoutBookkeeping(a)) === canonicalJson(withoutBookkeeping(b));
}

function withoutBookkeeping(definition: unknown): unknown {
  if (!definition || typeof definition !== 'object') return definition;
  const { version: _version, id: _id, ...rest } = definition as Record<string, unknown>;
  return rest;
}

/** JSON with object keys sorted, so key order (JSONB reorders keys) does not count as a change. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}

export interface BuilderProblem {
  /** the element the message belongs to, or null for the workflow as a whole */
  elementUid: string | null;
  /** the part of the element (or workflow) it names, such as 'title' or 'dialogFields/0/title' */
  field: string;
  message: string;
  /** the engine's JSON pointer (the display-logic step places logic findings at their node with it) */
  pointer?: string;
  /** validation problems and the logic checks' errors block publishing; warnings are listed (issue 20) */
  severity?: 'error' | 'warning';
  /** the logic check that found it */
  code?: string;
  /** the engine's message by code and values, for the page to say in its language (app/i18n/engine-texts.ts) */
  text?: EngineText;
}

/** The engine's problems (JSON pointers) placed at the element they point into, for the builder's cards. */
export function problemsByElement(
  definition: WorkflowDefinition,
  problems: { pointer: string; message: string; severity?: 'error' | 'warning'; code?: string; text?: EngineText }[],
): BuilderProblem[] {
  return problems.map(({ pointer, message, severity, code, text }) => {
    const extra = { pointer, ...(severity ? { severity } : {}), ...(code ? { code } : {}), ...(text ? { text } : {}) };
    const match = /^\/elements\/(\d+)(?:\/(.*))?$/.exec(pointer);
    const element = match ? definition.elements?.[Number(match[1])] : undefined;
    if (match && element) return { elementUid: element.uid, field: match[2] ?? '', message, ...extra };
    return { elementUid: null, field: pointer.replace(/^\//, ''), message, ...extra };
  });
}

/**
 * The builder's own checks beside the engine's: a help video or youtube-video link must be in one of §5's shapes
 * ('Invalid YouTube format.'). The builder's box clears such a link as it is typed; this finds one that came in
 * by an imported file.
 */
export function youtubeLinkProblems(definition: WorkflowDefinition): BuilderProblem[] {
  const problems: BuilderProblem[] = [];
  for (const element of definition.elements ?? []) {
    const links: [string, unknown][] = [['helpData', element.helpData?.youtubeLink]];
    if (element.type === 'youtube-video') links.push(['videoURL', element.videoURL]);
    for (const [field, link] of links) {
      if (typeof link !== 'string' || link === '') continue;
      const read = readYoutubeLink(link);
      if (!read.ok) problems.push({ elementUid: element.uid, field, message: read.message });
    }
  }
  return problems;
}

/** What step 1 needs to know of the other forms: their state, type, children option and counties. */
export interface FormSummary {
  name: string;
  state: string;
  type: string;
  childrenOptions: string;
  useCounties: boolean;
  counties: string[];
}

/**
 * Counties other forms of the same state, type and children option use (§2 Step 1: not offered again). The spec
 * excludes by state and children option only; the type is added so that a name-change form's counties stay open to
 * a divorce form (ADR 013, awaiting the spec owner's acceptance).
 */
export function usedCountiesAmong(others: FormSummary[], form: { state: string; type: string; childrenOptions: string }): string[] {
  const used = others
    .filter((o) => o.useCounties && o.state === form.state && o.type === form.type && o.childrenOptions === form.childrenOptions)
    .flatMap((o) => o.counties);
  return [...new Set(used)].sort();
}

/** Other forms of the same state, type and children option (§2: the duplicate warning). */
export function duplicatesAmong(others: FormSummary[], form: { state: string; type: string; childrenOptions: string }): string[] {
  return others.filter((o) => o.state === form.state && o.type === form.type && o.childrenOptions === form.childrenOptions).map((o) => o.name).sort();
}
