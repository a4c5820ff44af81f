// The petitioner's journey by keyboard alone (issue 32, item 6), JavaScript on and off: signing in and the setup
// stepper up to the sandbox payment; a questionnaire page with every kind of control (text, text area, phone, a
// currency amount, a date typed into its mask, radio buttons moved with the arrow keys, check boxes ticked with
// Space, drop-downs, grouped options, a video marked watched, a picture chosen from a carousel, a file picked from
// the chooser Space opens, the typed signature, the child support worksheet's link) answered by the journeys'
// filler in its keyboard mode; the required list ('Oops, take a look!') whose entries take the focus to their
// field; and typed signing at step 5. No click, fill, check or select: Tab, Shift+Tab, Enter, Space, arrow keys
// and Escape only (support/keyboard.ts), and the focus is asserted where a person would look for it. State before
// the part each test is about is seeded through the services.
import type { WorkflowDefinition } from '@accord/engine';
import { validateWorkflow } from '@accord/engine';
import { publishWorkflow } from '../../../db/seed-guide';
import { SIGNING_TEXTS } from '../../../app/services/signing/signing-texts';
import { createTestUser, signInAs, waitForHydration } from '../support/accounts';
import { withAppDatabase } from '../support/app-database';
import { BEFORE_THE_SAMPLES, formAtStep5, formSharedForComments, smallWorkflow, startTestUserWorkflow, storedAnswer, storedStep } from '../support/guide';
import { openWhenStipulationReady, usesJavaScript } from '../support/journey';
import { chooseInSelect, chooseRadio, commentOnPage, press, tabTo, typeInto } from '../support/keyboard';
import { applyStepEvent } from '../../../app/services/user-workflow/user-workflows.server';
import { QuestionnaireFiller } from '../support/questionnaire-filler';
import { expect, test } from '../support/test';

const PUBLISHED = 'keyboardEveryType000';
// a picture to choose, drawn in place (the page needs no file for it)
const PICTURE = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#1e3a5f"/></svg>')}`;
const definition: WorkflowDefinition = smallWorkflow('Every control by keyboard', [
  { uid: 'kbPage000000', type: 'page-break', title: 'PAGE_0', label: 'About you' },
  { uid: 'kbHeading000', type: 'heading', title: 'HEADING', label: 'Every kind of answer' },
  { uid: 'kbText000000', type: 'text-input-short', title: 'NICKNAME', label: 'What do people call you?', required: true },
  { uid: 'kbPhone00000', type: 'text-input-short', title: 'PHONE', label: 'Your phone number', validator: 'phone', required: true },
  { uid: 'kbLong000000', type: 'text-input-long', title: 'STORY', label: 'Tell us about your situation', required: true },
  { uid: 'kbIncome0000', type: 'number-input', title: 'INCOME', label: 'Gross monthly income', prefix: '$', lowerBound: 0, upperBound: 100000, required: true },
  { uid: 'kbMarried000', type: 'date-picker', title: 'MARRIED', label: 'Date of marriage', variant: 'single-date', required: true },
  { uid: 'kbLawyer0000', type: 'single-select', title: 'LAWYER', label: 'Is a lawyer helping you?', options: ['Yes', 'No'], variant: 'radio', required: true },
  { uid: 'kbAssets0000', type: 'multi-select', title: 'ASSETS', label: 'Which assets do you share?', options: ['House', 'Cars', 'Savings'], variant: 'checkboxes', required: true },
  { uid: 'kbCounty0000', type: 'single-select', title: 'COUNTY', label: 'Your county', options: ['Salt Lake', 'Utah', 'Davis'], variant: 'drop-down', required: true },
  { uid: 'kbState00000', type: 'state-select', title: 'STATE', label: 'State where you live', variant: 'drop-down', required: true },
  { uid: 'kbFile000000', type: 'file-input', title: 'CERTIFICATE', label: 'Upload your marriage certificate' },
  { uid: 'kbSign000000', type: 'signature-pad', title: 'SIGN', label: 'Your signature', signer: 'petitioner', required: true },
  {
    uid: 'kbVehicles00',
    type: 'item-table',
    title: 'VEHICLES',
    label: 'Vehicles',
    variant: 'user-input-allowed',
    required: true,
    headers: [
      { text: 'Vehicle', value: 'vehicle', align: 'start', variant: 'text' },
      { text: 'Value', value: 'value', align: 'end', variant: 'money' },
      { text: 'Awarded to', value: 'to', align: 'center', variant: 'select', options: ['Petitioner', 'Respondent'] },
    ],
  },
  {
    uid: 'kbMailing000',
    type: 'dialog-window',
    title: 'MAILING',
    label: 'Mailing address for court notices',
    heading: 'Where should the court send notices?',
    buttons: ['Same as my address', 'Use this address'],
    dialogFields: [{ uid: 'kbMailingF1', type: 'text-input-short', title: 'MAILING-ADDRESS', label: 'Mailing address' }],
  },
  { uid: 'kbCourt00000', type: 'grouped-options', title: 'COURT', label: 'Your district court', groupingQuestion: 'kbCounty0000', groupingVariant: 'select', groupingOptions: { 'Salt Lake': ['Matheson Courthouse', 'West Jordan Courthouse'], Utah: ['Provo Courthouse'], Davis: ['Farmington Courthouse'] }, required: true },
  { uid: 'kbVideo00000', type: 'youtube-video', title: 'VIDEO', label: 'How this works', videoID: 'accordDemo1' },
  {
    uid: 'kbPlan000000',
    type: 'embedded-image',
    title: 'PLAN',
    label: 'Choose a parenting schedule',
    variant: 'image-carousel',
    interactionType: 'single-select',
    images: [
      { name: 'alternating', url: PICTURE, title: 'Alternating weeks' },
      { name: 'rotation', url: PICTURE, title: '2-2-3 rotation' },
    ],
  },
  { uid: 'kbSupport000', type: 'child-support-calculator', title: 'SUPPORT', label: 'Child support worksheet', state: 'Utah' },
  { uid: 'kbPage000001', type: 'page-break', title: 'PAGE_1', label: 'Your spouse' },
  { uid: 'kbSpouse0000', type: 'text-input-short', title: 'SPOUSE', label: "Your spouse's legal name", required: true },
]);

test.beforeAll(async () => {
  expect(validateWorkflow(definition).problems).toEqual([]);
  await withAppDatabase((db) => publishWorkflow(db, { formId: 'keyboardEveryTypeF00', publishedId: PUBLISHED, definition, publishedAt: BEFORE_THE_SAMPLES }));
});

test('the petitioner signs in and goes through the setup stepper and the payment, by keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await createTestUser({ label: 'keyboard-petitioner' });

  await test.step('Sign In', async () => {
    await page.goto('/sign-in');
    await waitForHydration(page);
    await typeInto(page, page.getByLabel('E-mail'), user.email);
    await typeInto(page, page.getByLabel('Password'), user.password);
    await press(page, page.getByRole('button', { name: 'Sign In' }));
    await expect(page).not.toHaveURL(/\/sign-in/);
    // signed in, the petitioner goes on to Find your divorce forms, its step's heading focused
    await expect(page).toHaveURL(/\/legal-form-guide$/);
    if (usesJavaScript()) await expect(page.getByRole('heading', { name: /^Step 1 of \d: State$/ })).toBeFocused();
  });

  await test.step('the setup stepper', async () => {
    const step = page.locator('[aria-label="Setup steps"] [aria-current="step"]');
    /** Continue, and with JavaScript the focus on the next step's heading (a page change without it) */
    const next = async (heading: RegExp) => {
      await press(page, page.getByRole('button', { name: 'Continue' }));
      const stepHeading = page.getByRole('heading', { level: 2, name: heading });
      await expect(stepHeading).toBeVisible();
      if (usesJavaScript()) await expect(stepHeading).toBeFocused();
    };
    await chooseInSelect(page, page.getByLabel('In which state will you file?'), { label: 'Utah' });
    await next(/^Step 2 of \d: Type$/);
    await expect(page.getByRole('group', { name: 'What kind of form do you need?' })).toBeVisible();
    await chooseRadio(page, page.getByLabel('Divorce', { exact: true }));
    await next(/^Step 3 of \d: /);
    await expect(page.getByRole('group', { name: 'Who is taking part?' })).toBeVisible();
    await chooseRadio(page, page.getByLabel(/My spouse and I together/));
    await next(/^Step 4 of \d: /);
    await expect(page.getByRole('group', { name: 'Do you and your spouse have minor children together?' })).toBeVisible();
    await chooseRadio(page, page.getByLabel('Yes, with children'));
    await next(/^Step 5 of \d: /);
    await expect(page.getByRole('group', { name: 'Do you and your spouse have minor children together?' })).toBeHidden();
    // the county and the tutorial, when shown, go on with Continue
    for (let guard = 0; guard < 3; guard++) {
      const agree = page.getByRole('button', { name: 'I Agree' });
      await expect(agree.or(page.getByRole('button', { name: 'Continue' }))).toBeVisible();
      if (await agree.isVisible()) break;
      const before = await step.textContent();
      const number = Number(/Step (\d)/.exec((await page.locator('main [data-page-heading]').textContent()) ?? '')?.[1]);
      await next(new RegExp(`^Step ${number + 1} of \\d: `));
      await expect(step).not.toHaveText(before ?? '');
    }
    await press(page, page.getByRole('button', { name: 'I Agree' }));
    await expect(page).toHaveURL(/\/pay-for-form\//);
  });

  await test.step('the sandbox payment', async () => {
    await waitForHydration(page);
    await press(page, page.getByRole('button', { name: 'Pay', exact: true }));
    await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
    await waitForHydration(page);
    await press(page, page.getByRole('button', { name: 'Approve payment' }));
    await expect(page).toHaveURL(/\/legal-form-guide\/divorce-forms\/[A-Za-z0-9]{20}$/);
    await expect(page.getByRole('heading', { name: 'Fill Out Questionnaire' })).toBeVisible();
    // the form's page: the focus on the questionnaire page's name
    if (usesJavaScript()) await expect(page.locator('#questionnaire-title')).toBeFocused();
  });
});

test('a page of every kind of control, the required list and its links, by keyboard only', async ({ page, context }) => {
  test.setTimeout(120_000);
  const user = await createTestUser({ label: 'keyboard-every-type' });
  await signInAs(context, user);
  const id = await startTestUserWorkflow(user.id, { publishedWorkflowId: PUBLISHED });
  await page.goto(`/legal-form-guide/divorce-forms/${id}?page=0`);
  await waitForHydration(page);

  const filler = new QuestionnaireFiller(page, definition, usesJavaScript(), { input: 'keyboard', optional: ['file-input', 'dialog-window', 'youtube-video', 'embedded-image'], signerName: `${user.firstName} ${user.lastName}` });
  await test.step('every control of the first page, answered by keyboard', async () => {
    await filler.fillCurrentPage();
    expect(filler.report.answered).toEqual(['kbText000000', 'kbPhone00000', 'kbLong000000', 'kbIncome0000', 'kbMarried000', 'kbLawyer0000', 'kbAssets0000', 'kbCounty0000', 'kbState00000', 'kbFile000000', 'kbSign000000', 'kbVehicles00', 'kbMailing000', 'kbCourt00000', 'kbVideo00000', 'kbPlan000000']);
    const stored = async (uid: string) => (await storedAnswer(id, uid))?.value;
    await expect.poll(() => stored('kbSign000000')).toBeTruthy();
    expect(await stored('kbText000000')).toBe('Sample nickname');
    expect(await stored('kbPhone00000')).toBe('801-555-0123');
    expect(await stored('kbLong000000')).toBe('Sample details for STORY.');
    expect(String(await stored('kbIncome0000'))).toBe('2');
    expect(JSON.stringify(await stored('kbMarried000'))).toContain('2020-06-15');
    expect(await stored('kbLawyer0000')).toBe('Yes');
    expect(await stored('kbAssets0000')).toEqual(['House']);
    expect(await stored('kbCounty0000')).toBe('Salt Lake');
    expect(await stored('kbState00000')).toBe('Utah');
    expect(JSON.stringify(await stored('kbFile000000'))).toContain('certificate.png');
    expect(JSON.stringify(await stored('kbVehicles00'))).toContain('Sample vehicle');
    expect(JSON.stringify(await stored('kbMailing000'))).toContain('Sample mailing address');
    // the grouped options follow the county chosen above; the video is marked watched; the first picture is chosen
    expect(await stored('kbCourt00000')).toBe('Matheson Courthouse');
    expect(JSON.stringify(await stored('kbVideo00000'))).toMatch(/true|watched/i);
    expect(JSON.stringify(await stored('kbPlan000000'))).toContain('alternating');
    // the child support worksheet is reached by Tab like the rest of the page (its figures are worked out, not typed)
    await tabTo(page, page.getByRole('region', { name: /Child support worksheet/ }).getByRole('link'));
  });

  await test.step("the second page left unanswered: 'Oops, take a look!' lists it, and its entry takes the focus to the field", async () => {
    await press(page, page.getByRole('button', { name: 'Next', exact: true }));
    await expect(page).toHaveURL(/page=1/);
    const warning = page.getByRole('button', { name: /Oops, take a look!/ });
    // the count waits for the page's save; without JavaScript the page comes back from the server with it
    await expect(warning).toBeVisible();
    await press(page, warning);
    const list = page.getByRole('dialog', { name: 'Required Fields' });
    await expect(list).toBeVisible();
    const entry = list.getByRole('button', { name: "Your spouse's legal name" });
    await expect.poll(() => list.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await press(page, entry);
    await expect(page).toHaveURL(/field=/);
    const field = page.locator('#q-kbSpouse0000');
    await expect(field).toBeFocused();
    await page.keyboard.type('Sam Rivera');
    if (!usesJavaScript()) await press(page, page.getByRole('button', { name: 'Save Progress' }));
    await expect.poll(async () => (await storedAnswer(id, 'kbSpouse0000'))?.value).toBe('Sam Rivera');
    await page.goto(`/legal-form-guide/divorce-forms/${id}?page=1`);
    await expect(page.getByRole('button', { name: /Oops, take a look!/ })).toHaveCount(0);
  });
});

test('the petitioner replies to the spouse with a comment and finishes replying, by keyboard only', async ({ page, context }) => {
  const owner = await createTestUser({ label: 'keyboard-reply' });
  const spouse = await createTestUser({ label: 'keyboard-reply-spouse' });
  const id = await formSharedForComments(owner, spouse);
  // the spouse sent the form back: the petitioner's turn to reply
  await withAppDatabase((db) => applyStepEvent(db, id, { type: 'RESPONDENT_SEND_BACK', access: true }, { actorId: spouse.id }));
  await signInAs(context, owner);
  await page.goto(`/legal-form-guide/divorce-forms/${id}`);
  await waitForHydration(page);
  await commentOnPage(page, 'I checked the date: it is right.');
  const stored = await withAppDatabase((db) => db.selectFrom('spouse_comments').select('body').where('user_workflow_id', '=', id).where('author_role', '=', 'petitioner').execute());
  expect(JSON.stringify(stored)).toContain('I checked the date: it is right.');
  await press(page, page.getByRole('button', { name: 'Finish Replying' }));
  await expect(page.getByText('You are now waiting for your spouse to respond to your comments.').first()).toBeVisible();
});

test('the petitioner signs step 5 by typing, by keyboard only', async ({ page, context }) => {
  test.slow();
  const owner = await createTestUser({ label: 'keyboard-signing' });
  const id = await formAtStep5(owner, null);
  await signInAs(context, owner);
  const guide = `/legal-form-guide/divorce-forms/${id}`;
  await openWhenStipulationReady(page, guide);
  await typeInto(page, page.getByLabel('Type your full legal name to sign'), `${owner.firstName} ${owner.lastName}`);
  const proceed = page.getByRole('button', { name: 'Proceed' });
  await press(page, proceed);
  if (usesJavaScript()) {
    const dialog = page.getByRole('alertdialog', { name: 'Please confirm' });
    await expect(dialog).toContainText(SIGNING_TEXTS.consent);
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await press(page, dialog.getByRole('button', { name: 'Yes' }));
  } else {
    await expect(page.getByRole('heading', { name: 'Please confirm' })).toBeVisible();
    await press(page, page.getByRole('button', { name: 'Yes, sign' }));
  }
  await expect(page.getByText(SIGNING_TEXTS.signedAlone)).toBeVisible();
  await expect.poll(() => storedStep(id)).toBe(7);
  // signed, the guide comes back with the focus on its title, not lost
  if (usesJavaScript()) await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'Download' }));
});
