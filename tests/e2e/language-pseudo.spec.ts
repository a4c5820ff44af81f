// The pseudo-locale's checks (issue 35, item 6; ADR 026), JavaScript on and off: a page whose words all come from
// catalogues passes (the profile, its person's own words marked), and words written in code fail, each listed with
// where it is; a workflow's authored text passes only marked lang="en" and only when the definition has it. At 375 px
// the page fits the viewport. The crawl over every route, role and state reuses the accessibility sweep's page states.
import { createUser } from '../../db/users';
import accounts from '../../i18n/catalogues/en/accounts';
import { pseudoText } from '../../i18n/pseudo-locale';
import { testUserInput } from '../support/test-users';
import { signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { definitionTexts, elementsWiderThanViewport, PEOPLE_MARKER, textsNotFromCatalogues, choosePseudoLocale } from './support/pseudo-locale';
import { expect, test } from './support/test';

/** A signed-in person whose own words (names, address) carry the marker, with the pseudo-locale chosen. */
async function markedPerson(app: { baseUrl: string; dataDir: string }, context: Parameters<typeof choosePseudoLocale>[0]) {
  const input = testUserInput({ label: 'pseudo' });
  const marked = { ...input, firstName: `${PEOPLE_MARKER}Ana`, lastName: `${PEOPLE_MARKER}Pérez`, addressStreet1: `${PEOPLE_MARKER}1 Test Way`, addressCity: `${PEOPLE_MARKER}Provo` };
  const { id } = await withAppDatabase((db) => createUser(db, marked), app.dataDir);
  await signInAs(context, { id }, app);
  await choosePseudoLocale(context, app.baseUrl);
}

test('a page whose words all come from catalogues passes the pseudo-locale check, and fits 375 px', async ({ page, context, app }) => {
  await markedPerson(app, context);
  await page.goto('/user-profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^⟦Ûšéŕ Þŕöƒîļé /);
  await expect(page.getByRole('main')).not.toHaveAttribute('lang', /./);
  expect(await textsNotFromCatalogues(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  const fit = await elementsWiderThanViewport(page);
  expect(fit.wider).toEqual([]);
  expect(fit.scrollWidth).toBeLessThanOrEqual(375);
  // and a box wider than the phone is found
  await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<div id="too-wide" style="width: 600px; height: 4px"></div>'));
  const overflowing = await elementsWiderThanViewport(page);
  expect(overflowing.wider.map(({ element }) => element)).toContain('div#too-wide');
  expect(overflowing.scrollWidth).toBeGreaterThan(375);
});

test('words written in code fail the pseudo-locale check, each listed with where it is', async ({ page, context, app }) => {
  await markedPerson(app, context);
  await page.goto('/user-profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  // what a page not yet converted shows: English from code in a text, a picture's alt, a label, a tooltip, a
  // placeholder, a button's value and the tab's title; and a workflow's authored text, marked and unmarked
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML(
      'beforeend',
      `<section id="from-code"><p>Save your answers</p><img alt="Court seal" src="/favicon.svg" width="10" height="10">
       <button type="button" aria-label="Close dialog" title="Close">×</button><input placeholder="Your name">
       <input type="submit" value="Continue"><p lang="en">Petitioner first name</p><p lang="en">Not in the definition</p>
       <p>Petitioner first name</p><p>${'⟦Åļŕéáðý ţŕáñšļáţéð⟧'}</p><p>Ⓜ Ana's answer</p><p>$1,250.00</p>
       <p>ana@example.com</p><p>Accord</p><p>Accord Español</p></section>`,
    );
    document.title = 'Profile | Accord';
  });
  const found = await textsNotFromCatalogues(page, { definitionTexts: definitionTexts({ elements: [{ label: 'Petitioner first name' }] }) });
  expect(found.map(({ source, text }) => `${source}: ${text}`).sort()).toEqual(
    [
      'text: Save your answers',
      'alt: Court seal',
      'aria-label: Close dialog',
      'title: Close',
      'placeholder: Your name',
      'value: Continue',
      'text: Not in the definition',
      'text: Petitioner first name',
      'text: Accord Español',
      'document title: Profile | Accord',
    ].sort(),
  );
  expect(found.find((f) => f.text === 'Save your answers')?.element).toBe('p');
});

test('listed records pass only as the app seeded them, or marked with their own language as one of its catalogue texts', async ({ page, context, app }) => {
  await markedPerson(app, context);
  await page.goto('/user-profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  // the demo account of db/seed.ts as Manage Users lists it, and a name that only resembles it; an e-mail's subject in
  // its recipient's language (English, Spanish) marked with it, unmarked, marked but not a catalogue text, and marked
  // in a catalogue text's shape whose values are not data (a name from code); the same subject marked English outside
  // the page's <main> (where the shell marks a page not yet translated)
  await page.evaluate(() => {
    document.querySelector('main')!.insertAdjacentHTML(
      'beforeend',
      `<section id="records"><p>Admin, Avery</p><p>Admin, Averyy</p>
       <p lang="en">"Utah Divorce" is waiting for you</p><p lang="es">"Utah Divorce" le está esperando</p>
       <p>"Utah Divorce" is waiting for you</p><p lang="en">An e-mail nobody wrote in a catalogue</p>
       <p lang="en">Nobody has signed "Utah Divorce"</p></section>`,
    );
    document.body.insertAdjacentHTML('afterbegin', '<p lang="en">"Utah Divorce" is signed by both of you</p>');
  });
  const workflow = definitionTexts({ name: 'Utah Divorce' });
  const found = await textsNotFromCatalogues(page, { definitionTexts: workflow });
  expect(found.map(({ text }) => text).sort()).toEqual(
    ['"Utah Divorce" is waiting for you', '"Utah Divorce" is signed by both of you', 'Admin, Averyy', 'An e-mail nobody wrote in a catalogue', 'Nobody has signed "Utah Divorce"'].sort(),
  );
  // a page not yet translated (the shell marks its <main> English) gets nothing from the rule
  await page.evaluate(() => document.querySelector('main')!.setAttribute('lang', 'en'));
  const untranslated = (await textsNotFromCatalogues(page, { definitionTexts: workflow })).map(({ text }) => text);
  expect(untranslated.filter((text) => text === '"Utah Divorce" is waiting for you')).toHaveLength(2);
  expect(untranslated).toContain('"Utah Divorce" le está esperando');
});

test('the sign-up page’s captcha speaks the page’s language: the ALTCHA widget’s words come from the catalogue', async ({ page, context, app }) => {
  await choosePseudoLocale(context, app.baseUrl);
  await page.goto('/create-user');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  // with JavaScript the widget replaces the question; without it the question is the catalogue's
  if (test.info().project.use.javaScriptEnabled) await expect(page.locator('altcha-widget').getByText(pseudoText(accounts.captcha.widget.label))).toBeVisible();
  else await expect(page.locator('#captcha-answer')).toBeVisible();
  expect(await textsNotFromCatalogues(page)).toEqual([]);
});

test('the pseudo-locale is the e2e app’s only: the language switch does not offer it and other languages stay as they were', async ({ page, context, app }) => {
  await markedPerson(app, context);
  await page.goto('/user-profile');
  // the switch offers the people's languages, each in its own words
  await expect(page.getByRole('button', { name: /en-XA/ })).toHaveCount(0);
  await context.clearCookies({ name: 'accord_language' });
  await page.goto('/user-profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Profile');
});
