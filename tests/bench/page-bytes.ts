// What bench:size measures in one checkout (this one, or an older one it is copied into): starts that checkout's
// built app, seeds a signed-in person with the 100-field questionnaire of bench:questionnaire and an administrator
// with a form in the builder, opens sign-in, the questionnaire page and the builder's first step in Chromium and
// counts the bytes transferred for the HTML and the JavaScript (compressed, as they travel). Prints one JSON line.
// Uses only what the checkout before the languages' work already had, so both sides are measured the same way.
import { chromium, type Response } from '@playwright/test';
import { createSession } from '../../app/services/accounts/sessions.server';
import { createForm } from '../../app/services/builder/forms.server';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { publishWorkflow } from '../../db/seed-guide';
import { createUser } from '../../db/users';
import { benchUser, benchWorkflow, startBenchApp } from './bench-app';

const PORT = Number(process.env.BENCH_PORT ?? 3297);
const LANGUAGES = (process.env.BENCH_LANGUAGES ?? 'en').split(',');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

interface PageBytes {
  page: string;
  language: string;
  html: number;
  js: number;
  scripts: number;
}

async function main() {
  const app = await startBenchApp({ port: PORT, dataDir: `.bench-data-size-${PORT}` });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    await publishWorkflow(app.db, { formId: 'benchForm0000000000', publishedId: 'benchPublished000000', definition: benchWorkflow(100) });
    const person = await benchUser(app, 'size');
    const questionnaire = (await startUserWorkflow(app.db, { publishedWorkflowId: 'benchPublished000000', ownerId: person.userId })).id;
    const adminInput = { email: `size-admin-${Date.now()}@example.com`, password: 'Maple-Kettle-77', firstName: 'Ada', lastName: 'Admin', dateOfBirth: '1980-01-01', phoneNumber: '801-555-0100', addressStreet1: '1 Test Way', addressCity: 'Provo', addressState: 'Utah', addressZipCode: '84601', permissionToContact: false, verified: true, termsAccepted: true, role: 'admin-global' as const };
    const admin = await createUser(app.db, adminInput);
    const adminCookie = (await createSession(app.db, new Request(app.base), admin.id)).split(';')[0]!;
    const formId = await createForm(app.db, { id: admin.id, email: adminInput.email, role: 'admin-global', firstName: 'Ada', lastName: 'Admin' }, benchWorkflow(20));
    const pages = [
      { page: 'sign-in', path: '/sign-in' },
      { page: 'questionnaire', path: `/legal-form-guide/divorce-forms/${questionnaire}?page=0`, cookie: person.cookie },
      { page: 'builder', path: `/manage-workflows/${formId}/edit`, cookie: adminCookie },
    ];
    const figures: PageBytes[] = [];
    for (const language of LANGUAGES) {
      for (const { page, path, cookie } of pages) figures.push({ page, language, ...(await bytesOf(browser, app.base, path, language, cookie)) });
    }
    console.log(JSON.stringify(figures));
  } finally {
    await browser.close();
    await app.stop();
  }
}

/** The compressed bytes of the document and of every script a fresh browser fetches to show and hydrate the page. */
async function bytesOf(browser: Awaited<ReturnType<typeof chromium.launch>>, base: string, path: string, language: string, cookie?: string) {
  const context = await browser.newContext({ locale: language, extraHTTPHeaders: { 'Accept-Language': language } });
  const cookies = [cookie, language === 'en' ? undefined : `accord_language=${encodeURIComponent(Buffer.from(JSON.stringify(language)).toString('base64'))}`].filter(Boolean) as string[];
  await context.addCookies(cookies.map((pair) => ({ name: pair.split('=')[0]!, value: pair.slice(pair.indexOf('=') + 1), url: base })));
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  const answer = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  if (!answer?.ok()) throw new Error(`${path} answered ${answer?.status()}`);
  let html = 0;
  let js = 0;
  let scripts = 0;
  for (const response of responses) {
    const type = response.request().resourceType();
    const size = (await response.request().sizes()).responseBodySize;
    if (type === 'document') html += size;
    else if (/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) {
      js += size;
      scripts++;
    }
  }
  await context.close();
  return { html, js, scripts };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
