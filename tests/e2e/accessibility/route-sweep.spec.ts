// The accessibility sweep over every page of app/routes.ts (issue 32, items 2 and 6), which is also the pseudo-locale
// crawl (issue 35, item 6; ADR 026 and its addendum: one walk, all checks): every page state of
// tests/e2e/support/page-states.ts (each page route, for every kind of visitor the route table shows it to, in the
// states that matter), with JavaScript and as served without it, in the pseudo-locale en-XA, its people's names and
// typed answers marked. On each: axe (over the DOM a browser without JavaScript received: analyzeAsServed) with the
// WCAG 2.0, 2.1 and 2.2 A and AA tags and its best practices, every impact, no rule disabled and no selector left out;
// a page showing errors starts its title with the catalogue's 'Error: ' (in the pseudo-locale); no visible text that
// came neither from a catalogue nor from a person (`textsNotFromCatalogues`, the samples' authored texts allowed
// inside lang="en"); and at 375 px wide no element past the viewport (`elementsWiderThanViewport`). The sweep also
// checks that no two page states (a route plus its page or step) share a <title>.
//
// It runs once, in the project `js`, with contexts of its own without JavaScript for the pages as served (tagged
// BOTH_VIEWS_INSIDE); one test per group of page states (an area's states of one visitor, split when many), so the
// workers share it. Each test prints its count of page states and time, and the totals per area of the groups
// finished so far in this run (test-results/route-sweep/); the title check spans those groups too.
import fs from 'node:fs';
import path from 'node:path';
import common from '../../../i18n/catalogues/en/common';
import { pseudoText } from '../../../i18n/pseudo-locale';
import { analyze, analyzeAsServed, preloadAxe, SWEEP_TAGS } from '../support/accessibility';
import { PAGE_STATES, pageStateGroups, pageStatesMissing, seedsOf, viewsOfState, walkPageStates, type Visit } from '../support/page-states';
import { choosePseudoLocale, elementsWiderThanViewport, textsNotFromCatalogues } from '../support/pseudo-locale';
import { BOTH_VIEWS_INSIDE } from '../support/tags';
import { ROUTES_WIDER_THAN_A_PHONE, ROUTES_WITH_WORDS_IN_CODE } from './still-in-code';
import { expect, test } from '../support/test';

/** About this many page states (a state counts once per view) make one test. */
const VISITS_PER_TEST = 24;
const GROUPS = pageStateGroups(VISITS_PER_TEST);

/** A phone's width: at it, no element may reach past the viewport (issue 35, item 6). */
const PHONE_WIDTH = 375;
/** What a page showing errors starts its title with, in the pseudo-locale the walk reads every page in (a document's title folds its white space). */
const ERROR_TITLE_PREFIX = pseudoText(common.errorTitlePrefix).replace(/\s+/g, ' ');
const ENGLISH_ERROR_TITLE_PREFIX = common.errorTitlePrefix;
/** At most this many texts of one page state are named in the failure (all of them are in the group's record). */
const NAMED_TEXTS = 8;

interface Seen {
  key: string;
  title: string;
  where: string;
}

/** Texts not from a catalogue, by page state: the group's record keeps them all, for the report of what is left in code. */
type Texts = Record<string, string[]>;

/** By route: the most texts from code one of its page states showed, and whether one was wider than a phone. */
type LeftByRoute = Record<string, { texts: number; wider: boolean }>;

/**
 * The walk's checks of one page state: axe, the title (kept in `seen` for the shared-title check), the texts that came
 * from neither a catalogue nor a person (all kept in `texts`), and the width at 375 px (the page resized and back).
 */
async function everyCheck(visit: Visit, seen: Seen[], texts: Texts, left: LeftByRoute, authored: string[]): Promise<string[]> {
  const { page, where, state } = visit;
  const failures = await axeAndTitle(visit, seen);
  const known = { texts: ROUTES_WITH_WORDS_IN_CODE.includes(state.route), wider: ROUTES_WIDER_THAN_A_PHONE.includes(state.route) };
  const mark = left[state.route] ?? { texts: 0, wider: false };
  left[state.route] = mark;
  const found = (await textsNotFromCatalogues(page, { definitionTexts: authored })).map((f) => `'${f.text}' (${f.source === 'text' ? '' : `${f.source} of `}${f.element})`);
  if (found.length) {
    texts[where] = found;
    mark.texts = Math.max(mark.texts, found.length);
    if (!known.texts) failures.push(`${where}: ${found.length} texts from neither a catalogue nor a person: ${found.slice(0, NAMED_TEXTS).join(', ')}${found.length > NAMED_TEXTS ? ', …' : ''}`);
  }
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: PHONE_WIDTH, height: size.height });
  const fit = await elementsWiderThanViewport(page);
  await page.setViewportSize(size);
  if (fit.scrollWidth > PHONE_WIDTH || fit.wider.length) {
    mark.wider = true;
    if (!known.wider)
      failures.push(`${where}: at ${PHONE_WIDTH} px the page is ${fit.scrollWidth} px wide; past the viewport: ${fit.wider.map((w) => `${w.element} (${w.left} to ${w.right})`).join(', ') || 'nothing visible'}`);
  }
  return failures;
}

/** axe, and the title the state shows (kept in `seen` for the shared-title check). */
async function axeAndTitle({ state, javaScript, page, response, where, timersHeld, scratch }: Visit, seen: Seen[]): Promise<string[]> {
  const failures: string[] = [];
  // axe waits for timers of its own: in a page whose timers are held (sign-out, which moves on after a second), it
  // never finished, so the DOM that page shows is checked as a copy
  const results = javaScript && !timersHeld ? await analyze(page, SWEEP_TAGS) : await analyzeAsServed(page, { copy: scratch, tags: SWEEP_TAGS });
  for (const v of results.violations) failures.push(`${where}: ${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const title = await page.title();
  const errorsShown = (await page.locator('[data-testid="error-summary"], [aria-invalid="true"]').count()) > 0;
  // a page still English in code (ROUTES_WITH_WORDS_IN_CODE) says its title in English, 'Error: ' with it
  const prefix = ROUTES_WITH_WORDS_IN_CODE.includes(state.route) && title.startsWith(ENGLISH_ERROR_TITLE_PREFIX) ? ENGLISH_ERROR_TITLE_PREFIX : ERROR_TITLE_PREFIX;
  if (errorsShown && !title.startsWith(prefix)) failures.push(`${where}: shows errors, but its title '${title}' does not start with '${ERROR_TITLE_PREFIX}'`);
  const status = response?.status() ?? 200;
  const key = [403, 404, 503].includes(status) && !state.act ? `the ${status} page` : `${state.route}${state.page ? ` ${state.page}` : ''}`;
  seen.push({ key, title: title.startsWith(prefix) ? title.slice(prefix.length) : title, where });
  return failures;
}

const SWEEP_DIR = () => path.join(test.info().project.outputDir, 'route-sweep');

interface GroupRecord {
  area: string;
  count: number;
  ms: number;
  seen: Seen[];
  texts: Texts;
  left: LeftByRoute;
}

/** The groups finished so far in this run (this one's among them): page states and time per area, and titles two page states share. */
function soFar() {
  const files = fs.readdirSync(SWEEP_DIR()).map((f) => JSON.parse(fs.readFileSync(path.join(SWEEP_DIR(), f), 'utf8')) as GroupRecord);
  const byTitle = new Map<string, Map<string, string>>();
  for (const s of files.flatMap((f) => f.seen)) {
    const keys = byTitle.get(s.title) ?? new Map<string, string>();
    if (!keys.has(s.key)) keys.set(s.key, s.where);
    byTitle.set(s.title, keys);
  }
  const shared = [...byTitle].filter(([, keys]) => keys.size > 1).map(([title, keys]) => `the title '${title}' is shared by ${[...keys.values()].join('; ')}`);
  const areas = new Map<string, { count: number; ms: number; groups: number }>();
  for (const f of files) {
    const area = areas.get(f.area) ?? { count: 0, ms: 0, groups: 0 };
    areas.set(f.area, { count: area.count + f.count, ms: area.ms + f.ms, groups: area.groups + 1 });
  }
  const perArea = [...areas].map(([area, a]) => `${area}: ${a.count} in ${Math.round(a.ms / 1000)} s (${a.groups} of ${GROUPS.filter((g) => g.area === area).length} groups)`);
  // once every group has run: a route still listed whose page states all showed only catalogue words (or all fit a
  // phone) must leave its list, so that the lists only shrink
  const stale: string[] = [];
  if (files.length === GROUPS.length) {
    const left: LeftByRoute = {};
    for (const [route, mark] of files.flatMap((f) => Object.entries(f.left))) {
      const sum = left[route] ?? { texts: 0, wider: false };
      left[route] = { texts: Math.max(sum.texts, mark.texts), wider: sum.wider || mark.wider };
    }
    for (const route of ROUTES_WITH_WORDS_IN_CODE) if (left[route] && !left[route].texts) stale.push(`${route} shows only catalogue words now: take it off ROUTES_WITH_WORDS_IN_CODE`);
    for (const route of ROUTES_WIDER_THAN_A_PHONE) if (left[route] && !left[route].wider) stale.push(`${route} fits ${PHONE_WIDTH} px now: take it off ROUTES_WIDER_THAN_A_PHONE`);
  }
  return { groups: files.length, count: files.reduce((sum, f) => sum + f.count, 0), ms: files.reduce((sum, f) => sum + f.ms, 0), perArea, shared, stale };
}

// A trace would snapshot every one of hundreds of pages: the failures name each violation with its page instead.
// `trace` is a worker option, so this also gives the sweep workers of its own, each with a fresh app: that is needed.
// The sweep's pages must show only its own seeds: in a worker shared with other specs, the mailbox listed their
// e-mails ('Robin Tester has asked you to review …', in English, not marked as the pseudo-locale's), measured when the
// option was taken out to save the two app starts (about 4 s each).
test.use({ trace: 'off' });

test.describe('the accessibility sweep of every route', { tag: BOTH_VIEWS_INSIDE }, () => {

  test('every route of app/routes.ts has page states for every kind of visitor the route table shows its page to, or is listed as a resource; at least 310 page states', () => {
    expect(pageStatesMissing()).toEqual([]);
    const visits = Object.values(PAGE_STATES).flat().reduce((sum, s) => sum + viewsOfState(s).length, 0);
    expect(visits).toBeGreaterThanOrEqual(310);
    // every page state is in exactly one test
    expect(GROUPS.flatMap((g) => g.states)).toHaveLength(Object.values(PAGE_STATES).flat().length);
  });

  for (const group of GROUPS) {
    test(`${group.name}: no axe violation of any impact, a title of its own for each page state, 'Error: ' first on a page showing errors, every text from a catalogue or a person, nothing wider than 375 px`, async ({ browser, app }) => {
      // the worker's first walk seeds its records; then about 2 page loads and axe runs per state, a few seconds each on a loaded machine
      test.setTimeout(120_000 + group.states.length * 20_000);
      // seeded once per worker: its time is not the group's
      const { definitionTexts } = await seedsOf(app);
      const started = Date.now();
      const seen: Seen[] = [];
      const texts: Texts = {};
      const left: LeftByRoute = {};
      const { failures, count } = await walkPageStates(group.states, {
        browser, app, verbose: !!process.env.SWEEP_VERBOSE, contextOptions: { viewport: test.info().project.use.viewport },
        prepareContext: async (context) => {
          await choosePseudoLocale(context, app.baseUrl);
          await preloadAxe(context);
        },
        check: (visit) => everyCheck(visit, seen, texts, left, definitionTexts),
      });
      const record: GroupRecord = { area: group.area, count, ms: Date.now() - started, seen, texts, left };
      fs.mkdirSync(SWEEP_DIR(), { recursive: true });
      fs.writeFileSync(path.join(SWEEP_DIR(), `${group.name.replace(/[^\w-]+/g, '_')}.json`), JSON.stringify(record));
      const total = soFar();
      console.log(
        `route sweep, ${group.name}: ${count} page states in ${Math.round(record.ms / 1000)} s; ${total.count} page states in ${Math.round(total.ms / 1000)} s in the ${total.groups} of ${GROUPS.length} groups finished so far (${total.perArea.join('; ')})`,
      );
      expect([...failures, ...total.shared, ...total.stale]).toEqual([]);
    });
  }
});
