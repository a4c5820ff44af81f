// What bench:questionnaire measures in one checkout for the languages' cost (issue 35, item 7): this checkout, or the
// one before the languages' work that it is copied into. Starts that checkout's built app, takes the Utah sample
// with children as its start seeded it (the Spanish-offered sample here, English only before), and for each language
// of BENCH_LANGUAGES a person whose language it is (on the profile and in the language cookie) with their own user
// workflows; then the server CPU per request (app and PostgreSQL) of the questionnaire's 'About you' page and of
// autosaves to its text fields. Prints one JSON line. Uses only what the checkout before the languages' work already
// had (its bench-app, services and sample), so both sides are measured the same way.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { benchUser, cpuSeconds, ownCpuSeconds, startBenchApp, type BenchApp } from './bench-app';

const SAMPLE = { publishedId: 'pubUtahWithChildren0', file: 'templates/workflows/utah-divorce-with-children.json' };
/** 'About you': 13 fields, nine of them short texts */
const PAGE = 1;

export interface LanguageCpu {
  language: string;
  controls: number;
  htmlKb: number;
  page: Phase;
  autosave: Phase;
}

interface Phase {
  cpuMs: number;
  requests: number;
  non2xx: number;
  /** the first answer other than 200, to tell a refusal from a conflict */
  firstRefusal?: string;
}

export function runAutocannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Autocannon's requests for autosaves going round the (user workflow, field) pairs, so no two in flight touch the
 * same field; each sends the version its field was last acknowledged with (autocannon resets a connection's context
 * after each request). `acknowledged` receives each acknowledged save's value.
 */
export function autosaveRequests(options: {
  workflows: string[];
  fields: string[];
  page: number;
  headers: Record<string, string>;
  acknowledged?: (key: string, value: string) => void;
  refused?: (status: number, body: string) => void;
  /** the versions of answers already there ('user workflow/field'), e.g. filled in from the profile at the start */
  versions?: Map<string, number>;
}) {
  const versions = new Map(options.versions);
  let sequence = 0;
  type Ctx = { pending?: { wf: string; uid: string; value: string } };
  return [
    {
      method: 'POST',
      setupRequest: (req: autocannon.Request, context: Ctx) => {
        const n = sequence++;
        const wf = options.workflows[n % options.workflows.length]!;
        const uid = options.fields[Math.floor(n / options.workflows.length) % options.fields.length]!;
        const value = `answer ${n}`;
        context.pending = { wf, uid, value };
        const body = new URLSearchParams({ intent: 'autosave', uid, [`v.${uid}`]: String(versions.get(`${wf}/${uid}`) ?? 0), [`f.${uid}`]: 'bench', [`a.${uid}`]: value });
        return { ...req, path: `/legal-form-guide/divorce-forms/${wf}/autosave?page=${options.page}`, headers: { ...options.headers, 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() };
      },
      onResponse: (status: number, body: string, context: Ctx) => {
        if (status !== 200) options.refused?.(status, body);
        if (status !== 200 || !context.pending) return;
        const saved = (JSON.parse(body) as { fields: Record<string, { version: number }> }).fields[context.pending.uid];
        if (!saved) return;
        versions.set(`${context.pending.wf}/${context.pending.uid}`, saved.version);
        options.acknowledged?.(`${context.pending.wf}/${context.pending.uid}`, context.pending.value);
      },
    },
  ];
}

/** The uids of the short text fields on page `page` of a definition's elements. */
function textFieldsOnPage(elements: Array<{ uid: string; type: string }>, page: number): string[] {
  let index = -1;
  const fields: string[] = [];
  for (const element of elements) {
    if (element.type === 'page-break') index++;
    else if (index === page && element.type === 'text-input-short') fields.push(element.uid);
  }
  return fields;
}

async function measureLanguage(app: BenchApp, language: string, fields: string[], connections: number, amount: number): Promise<LanguageCpu> {
  const person = await benchUser(app, `cpu-${language}`);
  // the person's language on the profile (e-mails, the language switch) and in the cookie (pages); English needs
  // neither, and the checkout before the languages' work has no such column
  if (language !== 'en') await app.db.updateTable('users').set({ language: language as 'es' }).where('id', '=', person.userId).execute();
  const cookie = language === 'en' ? person.cookie : `${person.cookie}; accord_language=${encodeURIComponent(Buffer.from(JSON.stringify(language)).toString('base64'))}`;
  const workflows: string[] = [];
  for (let i = 0; i < connections; i++) workflows.push((await startUserWorkflow(app.db, { publishedWorkflowId: SAMPLE.publishedId, ownerId: person.userId })).id);
  const headers = { cookie, origin: app.base };
  const pageUrl = `${app.base}/legal-form-guide/divorce-forms/${workflows[0]}?page=${PAGE}`;
  const answer = await fetch(pageUrl, { headers });
  const html = await answer.text();
  if (!answer.ok) throw new Error(`the questionnaire page answered ${answer.status}`);
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  if (language !== 'en' && lang !== language) throw new Error(`the page came in ${lang}, not ${language}`);

  const postmaster = Number(readFileSync(`${app.dataDir}/pg/postmaster.pid`, 'utf8').split('\n')[0]);
  const serverCpu = () => ownCpuSeconds(app.process.pid!) + cpuSeconds([postmaster]);
  // a number of requests rather than a time: on a busy machine a phase of some seconds makes too few for a figure
  const measured = async (options: autocannon.Options, refusal?: () => string | undefined): Promise<Phase> => {
    // a warm-up first (the JIT, the language's i18next instance, the connection pool), not counted
    await runAutocannon({ ...options, amount: Math.max(connections, Math.round(amount / 4)) });
    const before = serverCpu();
    const result = await runAutocannon({ ...options, amount });
    const cpuMs = ((serverCpu() - before) * 1000) / Math.max(1, result.requests.total);
    return { cpuMs, requests: result.requests.total, non2xx: result.non2xx, firstRefusal: refusal?.() };
  };
  let firstRefusal: string | undefined;
  const page = await measured({ url: pageUrl, connections, headers });
  // 'About you' starts filled in from the profile: a save sends the version there is
  const filled = await app.db.selectFrom('answers').select(['user_workflow_id', 'field_uid', 'version']).where('user_workflow_id', 'in', workflows).execute();
  const versions = new Map(filled.map((row) => [`${row.user_workflow_id}/${row.field_uid}`, row.version]));
  const requests = autosaveRequests({ workflows, fields, page: PAGE, headers, versions, refused: (status, body) => void (firstRefusal ??= `${status} ${body.slice(0, 200)}`) });
  const autosave = await measured({ url: app.base, connections, requests } as autocannon.Options, () => firstRefusal);
  return { language, controls: (html.match(/<input|<textarea|<select/g) ?? []).length, htmlKb: html.length / 1024, page, autosave };
}

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 3297);
  const languages = (process.env.BENCH_LANGUAGES ?? 'en').split(',');
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const amount = Number(process.env.BENCH_REQUESTS ?? 300);
  const app = await startBenchApp({ port, dataDir: `.bench-data-cpu-${port}` });
  try {
    const definition = JSON.parse(readFileSync(SAMPLE.file, 'utf8')) as { elements: Array<{ uid: string; type: string }> };
    const fields = textFieldsOnPage(definition.elements, PAGE);
    const figures: LanguageCpu[] = [];
    for (const language of languages) figures.push(await measureLanguage(app, language, fields, connections, amount));
    console.log(JSON.stringify(figures));
  } finally {
    await app.stop();
  }
}

// run as a script (bench:questionnaire runs it in each checkout); imported, it only lends its helpers
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
