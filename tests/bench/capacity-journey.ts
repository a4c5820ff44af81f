// One simulated couple of `npm run bench:capacity` carrying out its plan (journey-plan.ts) over HTTP against the
// built app, as the pages make their requests: the forms' posts and the redirects they answer with, and in the
// answering session what JavaScript asks for, since the autosave is JavaScript's (its form post, answered with JSON;
// a move to another questionnaire page posts the page's form to the route's data and loads the next page as data,
// without a document: React renders it in the browser; only the session's first page is a document). The setup stepper and the first payment
// through the sandbox provider, the Utah sample's questionnaire answered by autosaves, Proceed to Share and Send
// Invite, the spouse's review with comments and agreement, the second payment, both typed signatures (after the
// worker rendered the stipulation) and both downloads of the sealed document (after the worker sealed it).
// Nothing is written to the database here: the accounts are the only seeded state (bench-app.ts's benchUser).
import { readFileSync } from 'node:fs';
import type { FormElement } from '@accord/engine';
import { decode } from 'turbo-stream';
import type { Database } from '../../db/client';
import { readSampleWorkflow, SAMPLE_WORKFLOWS } from '../../db/seed-guide';
import { journeyPlan, PHASES, type Action, type Pace, type Phase, type Planned, type PlannedAnswer, type Who } from './journey-plan';

export type RequestKind = 'page' | 'autosave' | 'post' | 'download';

/** What a step of the ramp gathers: each request's time by kind, and per phase the requests and failures. */
export interface JourneyFigures {
  times: Record<RequestKind, number[]>;
  /** the same times by route (ids and numbers replaced), to say which requests make a step's tail */
  byRoute: Map<string, number[]>;
  requests: Record<Phase, number>;
  failures: Record<Phase, number>;
  journeysFinished: number;
}

export const emptyFigures = (): JourneyFigures => ({
  times: { page: [], autosave: [], post: [], download: [] },
  byRoute: new Map(),
  requests: Object.fromEntries(PHASES.map((p) => [p, 0])) as Record<Phase, number>,
  failures: Object.fromEntries(PHASES.map((p) => [p, 0])) as Record<Phase, number>,
  journeysFinished: 0,
});

export interface Account {
  userId: string;
  email: string;
  cookie: string;
  firstName: string;
  lastName: string;
}

/** One answer of the Utah sample's scenario as the session gives it: its element and value. */
interface SampleAnswer extends PlannedAnswer {
  element: FormElement;
  value: unknown;
}

const SAMPLE = SAMPLE_WORKFLOWS[0]!;
const DIALOG_AND_UNPOSTED = new Set(['child-support-calculator', 'computed-property', 'file-input', 'dialog-window']);
// free-text answers the person keeps changing after giving every answer (the lost-answer check reads them back)
const REVISABLE = new Set(['PET_STADD', 'PET_CITY', 'RES_STADD', 'RES_CITY', 'MARRIAGE_CITY']);

/** MM/DD/YYYY as the date input posts it (YYYY-MM-DD); other values as they are. */
const isoDate = (value: string) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return m ? `${m[3]}-${m[1]}-${m[2]}` : value;
};

/** The scenario's answers in page order, with the spouse's e-mail and name left for each couple, and the sample's page count. */
export function sampleAnswers(): { answers: SampleAnswer[]; pages: number } {
  const scenario = JSON.parse(readFileSync('templates/workflows/scenarios/utah-divorce-with-children.scenario.json', 'utf8')) as { baseAnswers: Record<string, unknown> };
  // the petitioner's state: required, and not in the scenario (its forms were saved without the page's checks)
  const values: Record<string, unknown> = { ...scenario.baseAnswers, PET_ST: 'Utah', PET_SIGNATURE: 'Jane Doe' };
  const answers: SampleAnswer[] = [];
  let page = -1;
  for (const element of readSampleWorkflow(SAMPLE.file).elements) {
    if (element.type === 'page-break') page++;
    else if (element.title in values && !DIALOG_AND_UNPOSTED.has(element.type)) answers.push({ element, value: values[element.title], page, revisable: REVISABLE.has(element.title) });
  }
  return { answers, pages: page + 1 };
}

/** The inputs a page posts for this answer (its name `a.UID`, parts after it), `revision` > 0 changing a text. */
export function answerInputs(element: FormElement, value: unknown, revision: number): [string, string][] {
  const a = `a.${element.uid}`;
  switch (element.type) {
    case 'multi-select':
      return (value as string[]).map((v) => [a, v]);
    case 'item-table': {
      const rows = value as Record<string, unknown>[];
      return [[`${a}.rows`, String(rows.length)], ...rows.flatMap((row, r) => Object.entries(row).map(([k, v]): [string, string] => [`${a}.${r}.${k}`, String(v)]))];
    }
    case 'signature-pad':
      return [[`${a}.typed`, String(value)]];
    case 'date-picker':
      return [[a, isoDate(String(value))]];
    case 'number-input':
      return [[a, String(value).replace(/,/g, '')]];
    default:
      return [[a, revision > 0 ? `${String(value).trim()} ${revision}` : String(value)]];
  }
}

/** A couple's own names and e-mails: the petitioner's as the form fills them in, the spouse's for the invite. */
function answerValue(answer: SampleAnswer, petitioner: Account, spouse: Account): unknown {
  switch (answer.element.title) {
    case 'PET_EADD':
      return petitioner.email;
    case 'PET_FN':
      return petitioner.firstName;
    case 'PET_LN':
      return petitioner.lastName;
    case 'RES_EADD':
      return spouse.email;
    case 'RES_FN':
      return spouse.firstName;
    case 'RES_LN':
      return spouse.lastName;
    default:
      return answer.value;
  }
}

interface Answered {
  url: string;
  status: number;
  location: string | null;
  text: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A path with its ids (12 or more letters and digits, some capitals or digits among them, or only digits) as ':id', so that one route's requests group. */
export const routeOf = (pathname: string) =>
  pathname
    .split('/')
    .map((part) => {
      // a route's data (`.data`, what a client navigation asks for) groups as its route's
      const [name, data] = part.endsWith('.data') ? [part.slice(0, -'.data'.length), '.data'] : [part, ''];
      return (/^\d+$/.test(name) || (/^[A-Za-z0-9]{12,}$/.test(name) && /[A-Z0-9]/.test(name)) ? ':id' : name) + data;
    })
    .join('/');
const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

/** A route's data as Remix sends it to a client navigation (turbo-stream), decoded. */
export async function decodeRouteData(text: string): Promise<unknown> {
  const decoded = await decode(new Response(text).body!);
  await decoded.done;
  return decoded.value;
}

/** The stored version of each questionnaire field in a page's data (its view's elements: `{ element, version, … }`). */
export function fieldVersions(data: unknown): Map<string, number> {
  const versions = new Map<string, number>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const { element, version } = value as { element?: { uid?: unknown }; version?: unknown };
    if (typeof element?.uid === 'string' && typeof version === 'number') versions.set(element.uid, version);
    Object.values(value).forEach(visit);
  };
  visit(data);
  return versions;
}

class Refused extends Error {}

/** One couple's journey: the petitioner's and the spouse's requests, timed into the current step's figures. */
export class Journey {
  workflowId = '';
  /** per field: the version the last acknowledged autosave returned, and the text it saved when it was a revision */
  readonly acknowledged = new Map<string, { version: number; text?: string }>();
  private readonly versions = new Map<string, number>();
  /** per field: what its input posts and its fingerprint as the page's form holds them after the last acknowledged autosave */
  private readonly formFields = new Map<string, { page: number; inputs: [string, string][]; fingerprint: string }>();
  /** the questionnaire page the person is on, once its document is loaded (then JavaScript moves between pages) */
  private onPage: number | undefined;
  /** the first pay page (where 'I Agree' led), the form's page on step 4 (its link to the final payment), and what each signs */
  private payPage = '';
  private lastGuide = '';
  private readonly documentSha256 = new Map<Who, string>();

  constructor(
    private readonly base: string,
    private readonly petitioner: Account,
    private readonly spouse: Account,
    private readonly figures: () => JourneyFigures,
    private readonly answers: SampleAnswer[],
  ) {}

  private get guide() {
    return `/legal-form-guide/divorce-forms/${this.workflowId}`;
  }

  private get review() {
    return `/respondent-guide/${this.workflowId}`;
  }

  /** One request (redirects not followed), timed by kind; a failure (5xx, 4xx, an error) counted for the phase. */
  private async request(phase: Phase, who: Who, kind: RequestKind, path: string, body?: URLSearchParams): Promise<Answered> {
    const figures = this.figures();
    figures.requests[phase]++;
    const account = who === 'petitioner' ? this.petitioner : this.spouse;
    const url = new URL(path, this.base);
    const headers: Record<string, string> = { cookie: account.cookie, origin: this.base };
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    const t0 = performance.now();
    try {
      const response = await fetch(url, { method: body ? 'POST' : 'GET', headers, body, redirect: 'manual' });
      const text = kind === 'download' ? String((await response.arrayBuffer()).byteLength) : await response.text();
      const took = performance.now() - t0;
      figures.times[kind].push(took);
      const route = `${body ? 'POST' : 'GET'} ${routeOf(url.pathname)}`;
      const times = figures.byRoute.get(route) ?? [];
      if (times.length === 0) figures.byRoute.set(route, times);
      times.push(took);
      if (response.status >= 400) throw new Refused(`${response.status} ${path}: ${text.slice(0, 200)}`);
      const location = response.headers.get('location');
      // the e-mails' and the provider's addresses may name another host: the path is followed on the app's
      return { url: url.pathname + url.search, status: response.status, location: location ? ((u) => u.pathname + u.search)(new URL(location, this.base)) : null, text };
    } catch (error) {
      figures.failures[phase]++;
      throw error instanceof Refused ? error : new Refused(`${path}: ${String(error)}`);
    }
  }

  /** A form's post and the page its redirect leads to, as a browser follows it. */
  private async post(phase: Phase, who: Who, path: string, fields: Record<string, string>): Promise<Answered> {
    let answered = await this.request(phase, who, 'post', path, new URLSearchParams(fields));
    for (let hops = 0; answered.location && hops < 5; hops++) answered = await this.request(phase, who, 'page', answered.location);
    return answered;
  }

  private expect(phase: Phase, ok: boolean, what: string) {
    if (ok) return;
    this.figures().failures[phase]++;
    throw new Refused(what);
  }

  /** The pay page (its path), Pay, the sandbox's approve page and Approve, and the redirects back to the form. */
  private async pay(phase: Phase, payPage: string) {
    await this.request(phase, 'petitioner', 'page', payPage);
    const toProvider = await this.request(phase, 'petitioner', 'post', payPage, new URLSearchParams({ intent: 'pay', coupon: '' }));
    this.expect(phase, toProvider.location?.startsWith('/paypal/approve') ?? false, `Pay led to ${toProvider.location}`);
    const approve = await this.request(phase, 'petitioner', 'page', toProvider.location!);
    const token = hidden(approve.text, 'token') ?? '';
    const back = await this.post(phase, 'petitioner', '/paypal/approve', { token, intent: 'approve' });
    this.expect(phase, back.url.startsWith('/legal-form-guide/divorce-forms/'), `the approved payment led to ${back.url}`);
    return back;
  }

  private async act(planned: Planned): Promise<void> {
    const { phase, who, action } = planned;
    switch (action.kind) {
      case 'open-setup': {
        const setup = await this.request(phase, who, 'page', `/legal-form-guide?${SETUP_CHOICE}`);
        this.expect(phase, setup.text.includes('value="agree"'), 'the setup stepper did not reach its jurisdiction step');
        return;
      }
      case 'agree-setup': {
        const pay = await this.request(phase, who, 'post', '/legal-form-guide', new URLSearchParams(`${SETUP_CHOICE}&intent=agree`));
        this.expect(phase, pay.location?.startsWith('/pay-for-form/') ?? false, `I Agree led to ${pay.location}`);
        this.payPage = pay.location!;
        return;
      }
      case 'pay': {
        const page = action.level === 1 ? this.payPage : (/href="(\/pay-for-form\/[^"]+)"/.exec(this.lastGuide)?.[1] ?? '').replace(/&amp;/g, '&');
        this.expect(phase, page !== '', 'no link to the final payment on the form');
        const back = await this.pay(phase, page);
        if (action.level === 1) this.workflowId = back.url.split('?')[0]!.split('/').pop()!;
        return;
      }
      case 'page': {
        if (this.onPage !== undefined) await this.movePage(phase, action.page);
        else {
          // the versions the page was rendered with (some answers come filled in from the account) go with its autosaves
          const page = await this.request(phase, who, 'page', `${this.guide}?page=${action.page}`);
          for (const [, uid, version] of page.text.matchAll(/name="v\.([A-Za-z0-9_-]+)" value="(\d+)"/g)) this.shownVersion(uid!, Number(version));
        }
        this.onPage = action.page;
        return;
      }
      case 'autosave':
        return this.autosave(phase, action);
      case 'proceed': {
        const last = Math.max(...this.answers.map((a) => a.page));
        const shared = await this.post(phase, who, `${this.guide}?page=${last}`, { intent: 'proceed' });
        this.expect(phase, shared.url === this.guide && shared.text.includes('?dialog=share'), `Proceed to Share did not reach the share step (${shared.url})`);
        return;
      }
      case 'send-invite': {
        // 'Send Share Invite' opens the dialog (a page of its own without JavaScript), whose form sends it
        const dialog = await this.request(phase, who, 'page', `${this.guide}?dialog=share`);
        this.expect(phase, dialog.text.includes('value="send-invite"'), 'the Share Questionnaire dialog has no Send Invite');
        const sent = await this.post(phase, who, this.guide, { reviewType: 'comment', language: 'en', confirm: 'on', intent: 'send-invite' });
        this.expect(phase, sent.url === this.guide, `Send Invite answered ${sent.url}`);
        return;
      }
      case 'open-review':
        await this.request(phase, who, 'page', this.review);
        return;
      case 'comment': {
        const here = `${this.review}?page=${action.page}`;
        await this.request(phase, who, 'page', here);
        await this.post(phase, who, here, { intent: 'save-comment', comment: `Please check page ${action.page + 1} with me.` });
        return;
      }
      case 'agree': {
        const page = await this.request(phase, who, 'page', `${this.review}?dialog=finished`);
        const answersSha256 = hidden(page.text, 'answersSha256');
        this.expect(phase, answersSha256 !== undefined, 'the Finished Reviewing dialog has no agreement form');
        const agreed = await this.post(phase, who, `${this.review}?dialog=finished`, { answersSha256: answersSha256!, terms: 'on', intent: 'agree' });
        this.expect(phase, agreed.url === this.review, `I Agree to Terms answered ${agreed.url}`);
        return;
      }
      case 'open-guide':
        this.lastGuide = (await this.request(phase, who, 'page', this.guide)).text;
        return;
      case 'wait-stipulation': {
        const path = who === 'petitioner' ? this.guide : this.review;
        // the page as a person reopens it while the stipulation is prepared, every 5 s (it has no refresh of its own)
        for (let tries = 0; ; tries++) {
          const page = await this.request(phase, who, 'page', path);
          const sha = /name="document-sha256" value="([0-9a-f]{64})"/.exec(page.text)?.[1];
          if (sha) return void this.documentSha256.set(who, sha);
          this.expect(phase, tries < STIPULATION_TRIES, `the stipulation was not ready after ${tries} visits`);
          await sleep(5000);
        }
      }
      case 'sign': {
        const path = `${who === 'petitioner' ? this.guide : this.review}/sign`;
        const account = who === 'petitioner' ? this.petitioner : this.spouse;
        const fields = { 'signature-typed': `${account.firstName} ${account.lastName}`, 'document-sha256': this.documentSha256.get(who) ?? '', confirm: '' };
        const confirmPage = await this.request(phase, who, 'post', path, new URLSearchParams(fields));
        this.expect(phase, confirmPage.status === 200 && confirmPage.text.includes('name="confirm" value="yes"'), 'the signature was not asked to be confirmed');
        const signed = await this.post(phase, who, path, { ...fields, confirm: 'yes' });
        this.expect(phase, !signed.url.endsWith('/sign'), `the confirmed signature answered ${signed.url}`);
        return;
      }
      case 'download': {
        const here = `/legal-form-guide/divorce-forms/${this.workflowId}/final-document`;
        // Completed Documents asks for the document and refreshes itself (its meta refresh) until it is sealed
        for (let tries = 0; ; tries++) {
          const page = await this.request(phase, who, 'page', here);
          if (page.text.includes(`href="${here}/download"`)) break;
          this.expect(phase, tries < SEALING_TRIES, `the final document was not sealed after ${tries} visits`);
          await sleep(Number(/http-equiv="refresh" content="(\d+);/.exec(page.text)?.[1] ?? 5) * 1000);
        }
        const file = await this.request(phase, who, 'download', `${here}/download`);
        this.expect(phase, Number(file.text) > 1000, `the download had ${file.text} bytes`);
        return;
      }
    }
  }

  private async autosave(phase: Phase, action: Extract<Action, { kind: 'autosave' }>) {
    const answer = this.answers[action.answer]!;
    const { uid } = answer.element;
    const inputs = answerInputs(answer.element, answerValue(answer, this.petitioner, this.spouse), action.revision);
    const body = new URLSearchParams([['intent', 'autosave'], ['uid', uid], [`v.${uid}`, String(this.versions.get(uid) ?? 0)], [`f.${uid}`, 'typed'], ...inputs]);
    const saved = await this.request(phase, 'petitioner', 'autosave', `${this.guide}/autosave?page=${action.page}`, body);
    const json = JSON.parse(saved.text) as { ok: boolean; fields: Record<string, { version: number; fingerprint: string }>; refused: Record<string, string> };
    const stored = json.fields[uid];
    // an answer the form filled in from the account, typed the same, saves nothing: the version the page showed stands
    const version = stored?.version ?? (json.ok && this.versions.has(uid) ? this.versions.get(uid) : undefined);
    this.expect(phase, json.ok && version !== undefined, `autosave of ${answer.element.title} not acknowledged: ${JSON.stringify(json.refused)}`);
    this.versions.set(uid, version!);
    this.acknowledged.set(uid, { version: version!, ...(action.revision > 0 ? { text: inputs[0]![1] } : {}) });
    // the page's script puts the saved version and fingerprint in the form, so a later post of it leaves the field alone
    if (stored) this.formFields.set(uid, { page: action.page, inputs, fingerprint: stored.fingerprint });
  }

  /**
   * With JavaScript, a move to another questionnaire page (Next, Previous, a page's tab; the same page's tab when the
   * plan views it again): the page's form posted to the route's data, each field the autosaves gave with the version
   * and fingerprint they left (untouched, so nothing is saved again), then the page it redirects to loaded as data,
   * whose fields' versions go with the next autosaves. Both are page requests.
   */
  private async movePage(phase: Phase, to: number) {
    const from = this.onPage!;
    const fields: [string, string][] = [['goto', String(to)]];
    for (const [uid, field] of this.formFields) {
      if (field.page === from) fields.push([`v.${uid}`, String(this.versions.get(uid) ?? 0)], [`f.${uid}`, field.fingerprint], ...field.inputs);
    }
    const posted = await this.request(phase, 'petitioner', 'page', `${this.guide}.data?page=${from}`, new URLSearchParams(fields));
    const redirect = (await decodeRouteData(posted.text)) as { redirect?: string };
    this.expect(phase, posted.status === 202 && (redirect.redirect ?? '').includes(`?page=${to}`), `the move from page ${from} to ${to} answered ${posted.status} ${posted.text.slice(0, 200)}`);
    const loaded = await this.request(phase, 'petitioner', 'page', `${this.guide}.data?page=${to}`);
    for (const [uid, version] of fieldVersions(await decodeRouteData(loaded.text))) this.shownVersion(uid, version);
  }

  /** A field's version as a page showed it: kept unless an autosave already acknowledged a later one. */
  private shownVersion(uid: string, version: number) {
    this.versions.set(uid, Math.max(this.versions.get(uid) ?? 0, version));
  }

  /** Carries out the plan from now, each action at its second (moved by the waits before it), until done or stopped. */
  async run(plan: Planned[], stopping: () => boolean): Promise<'done' | 'stopped' | 'failed'> {
    const started = performance.now();
    let delay = 0;
    for (const planned of plan) {
      const due = started + (planned.at + delay) * 1000;
      while (performance.now() < due) {
        if (stopping()) return 'stopped';
        await sleep(Math.min(1000, due - performance.now()));
      }
      if (stopping()) return 'stopped';
      const before = performance.now();
      try {
        await this.act(planned);
      } catch (error) {
        if (process.env.BENCH_VERBOSE) console.error(`journey ${this.workflowId || '(no form yet)'}, ${planned.phase} ${planned.action.kind}: ${(error as Error).message}`);
        return 'failed';
      }
      // a wait for the worker moves everything after it
      if (planned.action.kind === 'wait-stipulation' || planned.action.kind === 'download') delay += (performance.now() - before) / 1000;
    }
    return 'done';
  }
}

const SETUP_CHOICE = 'state=Utah&type=Divorce&participating=collaborative&children=with&county=any&tutorial=done';
// how many visits a person makes before taking the worker's wait for a failure: 5 minutes at 5 s, and an hour of
// Completed Documents at its refresh (5 s, 10 s, 20 s, then 30 s)
const STIPULATION_TRIES = 60;
const SEALING_TRIES = 120;

const collapse = (text: unknown) => (typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : text);

/**
 * The people of the ramp: each a couple going through the journey, then through it again with a new form, until
 * stopped; the figures go to the current step's.
 */
export class JourneyCrowd {
  figures = emptyFigures();
  readonly journeys: Journey[] = [];
  private readonly running: Promise<void>[] = [];
  private readonly sample = sampleAnswers();
  private readonly plan: Planned[];
  private stopping = false;

  constructor(
    private readonly base: string,
    private readonly db: Database,
    private readonly newPetitioner: () => Promise<Account>,
    private readonly spouses: Account[],
    private readonly pace: Pace,
  ) {
    this.plan = journeyPlan(pace, this.sample.answers, this.sample.pages);
  }

  get people() {
    return this.running.length;
  }

  /** Starts new people until there are `count`, their accounts made first (4 password hashes at a time). */
  async grow(count: number) {
    const accounts: Account[] = [];
    while (this.running.length + accounts.length < count) {
      const batch = Math.min(4, count - this.running.length - accounts.length);
      accounts.push(...(await Promise.all(Array.from({ length: batch }, () => this.newPetitioner()))));
    }
    for (const account of accounts) this.running.push(this.live(this.running.length, account));
  }

  private async live(slot: number, first: Account) {
    const spouse = this.spouses[slot % this.spouses.length]!;
    // people arrive spread over one page interval, not all in the same millisecond
    await sleep(Math.random() * this.pace.pageEvery * 1000);
    for (let petitioner = first; !this.stopping; petitioner = await this.newPetitioner()) {
      const journey = new Journey(this.base, petitioner, spouse, () => this.figures, this.sample.answers);
      this.journeys.push(journey);
      const outcome = await journey.run(this.plan, () => this.stopping);
      if (outcome === 'done') this.figures.journeysFinished++;
      // after a failure the person starts again with a new form, a page's interval later
      if (outcome === 'failed') await sleep(this.pace.pageEvery * 1000);
    }
  }

  /** Starts a new step's figures and gives the last step's. */
  nextStep(): JourneyFigures {
    const step = this.figures;
    this.figures = emptyFigures();
    return step;
  }

  /** Acknowledged answers the database no longer holds: missing, at an older version, or (a changed text) another text. */
  async lostAnswers(): Promise<number> {
    let lost = 0;
    const journeys = this.journeys.filter((j) => j.workflowId !== '' && j.acknowledged.size > 0);
    for (let i = 0; i < journeys.length; i += 200) {
      const chunk = journeys.slice(i, i + 200);
      // what was acknowledged before the read: an autosave acknowledged while the read ran (its commit after the read's
      // snapshot) would otherwise count as lost, as two did under saturation with seconds-long responses
      const acknowledged = chunk.map((journey) => new Map(journey.acknowledged));
      const rows = await this.db
        .selectFrom('answers')
        .select(['user_workflow_id', 'field_uid', 'value', 'version'])
        .where('user_workflow_id', 'in', chunk.map((j) => j.workflowId))
        .execute();
      const stored = new Map(rows.map((r) => [`${r.user_workflow_id} ${r.field_uid}`, r]));
      for (const [index, journey] of chunk.entries()) {
        for (const [uid, saved] of acknowledged[index]!) {
          const row = stored.get(`${journey.workflowId} ${uid}`);
          // a later version is the person's own later save of the same field (in flight while this reads, or after it)
          if (!row || row.version < saved.version || (row.version === saved.version && saved.text !== undefined && collapse(row.value) !== collapse(saved.text))) {
            // the first few said in full, to tell a lost answer from a mistake of the bench's own
            if (lost < 3) console.log(`       lost: form ${journey.workflowId} field ${uid}: acknowledged version ${saved.version}${saved.text === undefined ? '' : ` '${saved.text}'`}, stored ${row ? `version ${row.version} ${JSON.stringify(row.value)}` : 'nothing'}`);
            lost++;
          }
        }
      }
    }
    return lost;
  }

  async stop() {
    this.stopping = true;
    await Promise.allSettled(this.running);
  }
}
