// The coupon manager and the paywall prices editor (admin pages, tagged ADMIN_ONLY: with JavaScript only, see
// playwright.config.ts), and what they set as people meet it on the pay page, JavaScript on and off.
import { ADMIN_ONLY, expect, test } from './support/test';
import { createTestUser, signInAs, waitForHydration } from './support/accounts';
import { calendarToday, createCoupon } from '../../app/services/payments/coupons.server';
import { withAppDatabase } from './support/app-database';
import { UTAH_WITH_CHILDREN } from './support/guide';

test('an admin creates and updates a coupon (stored upper-case, amount 1 to 100) and saves pricing cards only when the total adds up', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'coupon-admin' });
  await signInAs(context, admin);
  const code = `spring${info.project.name.replace('-', '')}${Date.now().toString(36)}`;
  await page.goto('/coupon-manager');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Create Coupon Code' }).click();
  await expect(page).toHaveURL(/\?dialog=new$/);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Create Coupon Code' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel(/^Amount/).fill('0');
  await page.getByLabel('End Date').fill('12/31/2099');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog').getByText('The amount is 1 to 100').first()).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel(/^Amount/).fill('15');
  await page.getByLabel('Limit').fill('7');
  await page.getByLabel('End Date').fill('12/31/2099');
  await page.getByRole('button', { name: 'Create' }).click();
  const row = page.getByRole('row').filter({ hasText: code.toUpperCase() });
  await expect(row).toContainText('15%');
  await expect(row).toContainText('12/31/2099');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: `Update ${code.toUpperCase()}` })).toBeVisible();
  await page.getByLabel('Limit').fill('9');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('row').filter({ hasText: code.toUpperCase() })).toContainText('9');
  const stored = await withAppDatabase((db) => db.selectFrom('coupons').select(['amount', 'limit']).where('code', '=', code.toUpperCase()).executeTakeFirstOrThrow());
  expect(stored).toEqual({ amount: 15, limit: 9 });

  await page.goto('/paywall-prices');
  const unilateral = page.getByRole('form', { name: 'unilateral prices' });
  await unilateral.getByLabel('General price ($)').fill('300');
  await unilateral.getByRole('button', { name: 'Save unilateral prices' }).click();
  await expect(page.getByRole('alert')).toHaveText('Total price is not equal with level 1 and level 2 prices (difference: +1)');
  await page.getByRole('form', { name: 'unilateral prices' }).getByLabel('General price ($)').fill('299');
  await page.getByRole('form', { name: 'unilateral prices' }).getByRole('button', { name: 'Save unilateral prices' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pricing' })).toHaveText('Pricing cards are updated.');
  await page.getByRole('link', { name: 'Edit Unilateral Paywall One' }).click();
  await page.getByRole('dialog', { name: 'Edit Unilateral Paywall One' }).getByLabel('Title').fill('Start on your own');
  await page.getByRole('dialog', { name: 'Edit Unilateral Paywall One' }).getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pricing' })).toHaveText('Pricing cards are updated. (Unilateral Paywall One)');
  await expect(page.getByRole('region', { name: 'Unilateral Paywall One' }).getByRole('heading', { name: 'Start on your own' })).toBeVisible();
});

test('a petitioner cannot open the coupon manager', async ({ page, context }) => {
  const user = await createTestUser({ label: 'not-admin' });
  await signInAs(context, user);
  const response = await page.goto('/coupon-manager');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Create Coupon Code' })).toHaveCount(0);
});

test('the PayPal Test page pays $1.00 through the configured provider', { tag: ADMIN_ONLY }, async ({ page, context }) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'paypal-test' });
  await signInAs(context, admin);
  await page.goto('/paypal/test');
  await page.getByRole('button', { name: 'Pay $1' }).click();
  await expect(page.getByText('$1.00 USD')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/paypal\/test\?token=/);
  await expect(page.getByRole('alert')).toHaveText('Successfully processed Paypal transaction.');
  // the 'one-time payment' receipt, once, even when the return page is loaded again
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Successfully processed Paypal transaction.');
  const subject = 'Your Accord one-time payment receipt';
  await expect(async () => {
    await page.goto('/mailbox');
    await expect(page.getByRole('listitem').filter({ hasText: admin.email }).filter({ hasText: subject })).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('listitem').filter({ hasText: admin.email }).getByRole('link', { name: subject }).click();
  const message = page.frameLocator('iframe[title^="E-mail"]');
  await expect(message.getByText('Thank you for your one-time payment.')).toBeVisible();
  await expect(message.getByText('Total paid: $1.00 USD')).toBeVisible();
});

test('the coupon dialog opens from its URL and Cancel closes it; an unknown code to edit is not found', { tag: ADMIN_ONLY }, async ({ page, context }) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'coupon-dialog' });
  await signInAs(context, admin);
  await page.goto('/coupon-manager?dialog=new');
  const dialog = page.getByRole('dialog', { name: 'Create Coupon Code' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/coupon-manager$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await page.goto('/coupon-manager?edit=NO-SUCH-CODE'))?.status()).toBe(404);
});

test('card rich text is sanitized on the pay page, and the campaign coupon shows its discount badge only while the rule allows', async ({ page, context }, info) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'card-admin' });
  await signInAs(context, admin);
  await page.goto('/paywall-prices?edit=collaborative.level_1');
  // the dialog drawn by the server is replaced by the scripted one when JavaScript takes over: type after that
  await waitForHydration(page);
  const dialog = page.getByRole('dialog', { name: 'Edit Collaborative Paywall One' });
  await dialog.getByLabel('Body (rich text)').fill('<p>Start <strong>today</strong><script>document.title="x"</script></p><img src=x onerror="document.title=1">');
  await dialog.getByLabel('Items (rich text)').fill('<ul><li>Questionnaire</li><li onclick="alert(1)">Sharing</li></ul>');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pricing' })).toHaveText('Pricing cards are updated. (Collaborative Paywall One)');
  await page.goto('/paywall-prices?edit=collaborative.level_1');
  await expect(page.getByRole('dialog', { name: 'Edit Collaborative Paywall One' }).getByLabel('Body (rich text)')).toHaveValue('<p>Start <strong>today</strong></p>');

  const today = calendarToday('America/Denver');
  const code = `CAMP${info.project.name.replace('-', '').toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
  await withAppDatabase((db) => createCoupon(db, { code, amount: 20, limit: 5, startDate: today, endDate: '2099-12-31', campaign: true }));
  const user = await createTestUser({ label: 'card-viewer' });
  await context.clearCookies();
  await signInAs(context, user);
  await page.goto(`/pay-for-form/${UTAH_WITH_CHILDREN}/${user.id}/collaborative/1`);
  const card = page.getByRole('article', { name: 'Price card' });
  await expect(card.getByText('today', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await expect(card.getByRole('listitem')).toHaveText(['Questionnaire', 'Sharing']);
  await expect(card.locator('script, img, [onclick]')).toHaveCount(0);
  await expect(page.getByTestId('discount-badge')).toHaveText(`20% off with code ${code}`);

  // on its end date (or with no uses left) the badge is gone
  await withAppDatabase((db) => db.updateTable('coupons').set({ end_date: today }).where('code', '=', code).execute());
  await page.reload();
  await expect(page.getByRole('article', { name: 'Price card' })).toBeVisible();
  await expect(page.getByTestId('discount-badge')).toHaveCount(0);
  await withAppDatabase((db) => db.updateTable('coupons').set({ end_date: '2099-12-31', campaign: false }).where('code', '=', code).execute());
});

test('Create refuses an existing code and names it, type and paywall are edited in the dialog, and Delete asks first', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const js = info.project.name === 'js';
  const admin = await createTestUser({ role: 'admin-global', label: 'coupon-dup' });
  await signInAs(context, admin);
  const code = `DUP${info.project.name.replace('-', '').toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
  const today = calendarToday('America/Denver');
  await withAppDatabase((db) => createCoupon(db, { code, amount: 50, limit: 10, startDate: today, endDate: '2099-12-31', campaign: false }));

  await page.goto('/coupon-manager?dialog=new');
  const dialog = page.getByRole('dialog', { name: 'Create Coupon Code' });
  await dialog.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await dialog.getByLabel(/^Amount/).fill('20');
  await dialog.getByLabel('End Date').fill('12/31/2099');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog').getByText(`A coupon with the code ${code} already exists. To change it, use its Edit button.`).first()).toBeVisible();
  const stored = () => withAppDatabase((db) => db.selectFrom('coupons').select(['amount', 'limit', 'paywall', 'type']).where('code', '=', code).executeTakeFirst());
  expect(await stored()).toEqual({ amount: 50, limit: 10, paywall: 'both', type: 'percent' });

  // Update: whole dollars off, the final payment only
  await page.goto('/coupon-manager');
  const row = page.getByRole('row').filter({ hasText: code });
  await row.getByRole('link', { name: `Edit ${code}` }).click();
  const update = page.getByRole('dialog', { name: `Update ${code}` });
  await expect(update.getByLabel('Type')).toHaveValue('percent');
  await expect(update.getByLabel('Paywall')).toHaveValue('both');
  await update.getByLabel('Type').selectOption({ label: 'Whole dollars off' });
  await update.getByLabel('Paywall').selectOption({ label: 'Level 2 (completed documents)' });
  await update.getByLabel(/^Amount/).fill('25');
  await update.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('$25');
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Level 2 (completed documents)');
  expect(await stored()).toEqual({ amount: 25, limit: 10, paywall: 'level_2', type: 'fixed' });

  // Delete asks first; No keeps the coupon
  await page.getByRole('row').filter({ hasText: code }).getByRole('link', { name: `Delete ${code}` }).click();
  const question = page.getByRole('dialog', { name: `Delete ${code}?` });
  await expect(question).toContainText(`Are you sure you want to delete coupon ${code}? This cannot be undone.`);
  if (!js) await expect(page).toHaveURL(new RegExp(`\\?delete=${code}$`));
  await question.getByRole('link', { name: 'No' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await stored()).toBeDefined();
  await page.getByRole('row').filter({ hasText: code }).getByRole('link', { name: `Delete ${code}` }).click();
  await page.getByRole('dialog', { name: `Delete ${code}?` }).getByRole('button', { name: 'Yes, delete' }).click();
  // while the dialog is open the table behind it is out of the accessibility tree (no rows by role): the list is
  // read once the answer has closed it
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(0);
  expect(await stored()).toBeUndefined();
});

test("a coupon's paywall and type are honoured on the pay page, and with JavaScript Apply says 'Your coupon code is still being applied' until the total is back", async ({ page, context }, info) => {
  const js = info.project.name === 'js';
  const today = calendarToday('America/Denver');
  const suffix = `${info.project.name.replace('-', '').toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
  const finalOnly = `FINAL${suffix}`;
  const dollars = `DOLLARS${suffix}`;
  await withAppDatabase(async (db) => {
    await createCoupon(db, { code: finalOnly, amount: 10, limit: 5, startDate: today, endDate: '2099-12-31', campaign: false, paywall: 'level_2' });
    await createCoupon(db, { code: dollars, amount: 20, limit: 5, startDate: today, endDate: '2099-12-31', campaign: false, paywall: 'level_1', type: 'fixed' });
  });
  const user = await createTestUser({ label: 'coupon-kinds' });
  await signInAs(context, user);
  await page.goto(`/pay-for-form/${UTAH_WITH_CHILDREN}/${user.id}/unilateral/1`);
  await expect(page.getByTestId('total')).toHaveText('$79.00');
  await page.getByLabel('Coupon code').fill(finalOnly);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sorry' })).toHaveText('Sorry, this coupon is for the final payment (the completed documents) only');
  await expect(page.getByTestId('total')).toHaveText('$79.00');

  // with JavaScript the answer to Apply is held back, so the waiting text can be read. The first Apply may
  // have been a full page load (clicked before React took over), so wait until the page is scripted again:
  // a click before that is a plain GET the held route does not match. The scripted Apply asks for the page's
  // data with Remix's single fetch (`….data?coupon=…`); an older pattern waited for `_data=`, which is never
  // sent, so nothing was held and the test passed only when the server was slow enough.
  await waitForHydration(page);
  let release = () => {};
  let heldRequests = 0;
  if (js) {
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data\?coupon=dollars/i, async (route) => {
      heldRequests += 1;
      await held;
      await route.continue();
    });
  }
  await page.getByLabel('Coupon code').fill(dollars.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  if (js) {
    await expect(page.getByRole('status').filter({ hasText: 'applied' })).toHaveText('Your coupon code is still being applied');
    // the waiting text was read because the answer really was held, not because the server was slow
    expect(heldRequests).toBe(1);
    release();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Applied' })).toHaveText('Applied');
  await expect(page.getByTestId('discount')).toHaveText('-$20.00 ($20 off)');
  await expect(page.getByTestId('total')).toHaveText('$59.00');
  // applying is not using: the count grows only with a payment
  const count = () => withAppDatabase((db) => db.selectFrom('coupons').select('count').where('code', '=', dollars).executeTakeFirstOrThrow());
  expect(await count()).toEqual({ count: 0 });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('$59.00 USD')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/legal-form-guide\/divorce-forms\/[A-Za-z0-9]{20}$/);
  expect(await count()).toEqual({ count: 1 });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the coupon table shows each coupon as a card whose labels, dates and actions fit the screen", { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
    const admin = await createTestUser({ role: 'admin-global', label: 'coupon-phone' });
    await signInAs(context, admin);
    const today = calendarToday('America/Denver');
    const code = `PHONE${info.project.name.replace('-', '').toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    await withAppDatabase((db) => createCoupon(db, { code, amount: 15, limit: 40, startDate: today, endDate: '2099-12-31', campaign: false, paywall: 'level_1' }));
    await page.goto('/coupon-manager');
    const row = page.getByRole('row').filter({ hasText: code });
    await row.scrollIntoViewIfNeeded();
    // the page itself never scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const target of [row.getByText(code), row.getByText('12/31/2099'), row.getByRole('link', { name: `Edit ${code}` }), row.getByRole('link', { name: `Delete ${code}` })]) {
      const box = (await target.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    // each value carries its column's name, which a sighted reader sees before it
    const label = await row.locator('td[data-label="End Date"]').evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toBe('"End Date"');
    if (process.env.SCREENS && info.project.name === 'js') {
      await page.getByRole('heading', { name: 'Coupons' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'docs/screens/coupon-table-375.png' });
    }
  });
});

test('each price card is edited in its own dialog under its stage title, with a preview as the pay page shows it and [p1]/[p2] as the level prices', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const js = info.project.name === 'js';
  const admin = await createTestUser({ role: 'admin-global', label: 'card-dialog' });
  await signInAs(context, admin);
  await page.goto('/paywall-prices');
  for (const title of ['Collaborative Overview', 'Collaborative Paywall One', 'Collaborative Paywall Two', 'Unilateral General', 'Unilateral Paywall One', 'Unilateral Paywall Two'])
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('link', { name: 'Edit Unilateral General' }).click();
  if (!js) await expect(page).toHaveURL(/\?edit=unilateral\.general$/);
  const dialog = page.getByRole('dialog', { name: 'Edit Unilateral General' });
  const preview = dialog.getByRole('region', { name: 'Preview' }).getByRole('article', { name: 'Price card' });
  const header = `Both levels ${info.project.name}`;
  await dialog.getByLabel('Header').fill(header);
  await dialog.getByLabel('Price as shown on the card').fill('[p1] + [p2]');
  await dialog.getByLabel('Summary (rich text)').fill('<p>Pay [p1] now and [p2] <em>later</em></p>');
  if (js) {
    // plain parts follow the typing at once
    await expect(preview.getByText(header)).toBeVisible();
    await expect(preview.getByText('$79 + $220')).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const shown = page.getByRole('dialog', { name: 'Edit Unilateral General' }).getByRole('region', { name: 'Preview' }).getByRole('article', { name: 'Price card' });
  await expect(shown.getByText(header)).toBeVisible();
  await expect(shown.getByText('$79 + $220')).toBeVisible();
  await expect(shown.getByText('later')).toHaveJSProperty('tagName', 'EM');
  await expect(shown).toContainText('Pay $79 now and $220 later');
  // Preview saves nothing
  await page.goto('/paywall-prices');
  await expect(page.getByRole('region', { name: 'Unilateral General' }).getByText(header)).toHaveCount(0);

  await page.getByRole('link', { name: 'Edit Unilateral General' }).click();
  await page.getByRole('dialog', { name: 'Edit Unilateral General' }).getByLabel('Header').fill(header);
  await page.getByRole('dialog', { name: 'Edit Unilateral General' }).getByLabel('Price as shown on the card').fill('[p1] + [p2]');
  // the card's image, uploaded with the card (a 1x1 PNG)
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await page.getByRole('dialog', { name: 'Edit Unilateral General' }).getByLabel(/^Card image/).setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('dialog', { name: 'Edit Unilateral General' }).getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const card = page.getByRole('region', { name: 'Unilateral General' }).getByRole('article', { name: 'Price card' });
  await expect(card.getByText(header)).toBeVisible();
  await expect(card.getByText('$79 + $220')).toBeVisible();
  const src = await card.locator('img').getAttribute('src');
  expect(src).toMatch(/^\/price-card-image\/card-[0-9a-f]{32}\.png$/);
  const image = await page.request.get(src!);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await image.body())).toEqual(png);
  expect((await page.goto('/paywall-prices?edit=unilateral.level_9'))?.status()).toBe(404);
});

test('the coupon table shows 50 coupons a page (A9.4)', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'coupon-pages' });
  await signInAs(context, admin);
  // 51 coupons sorted after any other test's, so that there are two pages at least whatever else is stored
  const prefix = `ZZPAGE${info.project.name.replace('-', '')}${Date.now().toString(36)}`.toUpperCase();
  await withAppDatabase(async (db) => {
    for (let i = 0; i < 51; i += 1)
      expect(await createCoupon(db, { code: `${prefix}${String(i).padStart(2, '0')}`, amount: 10, limit: 1, startDate: '2026-01-01', endDate: '2099-12-31', campaign: false })).toMatchObject({ ok: true });
  });
  await page.goto('/coupon-manager');
  const rows = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: 'Edit' }) });
  await expect(rows).toHaveCount(50);
  const pages = Number(/Page 1 of (\d+)/.exec((await page.getByText(/^Page 1 of \d+$/).textContent()) ?? '')?.[1]);
  expect(pages).toBeGreaterThanOrEqual(2);
  await page.goto(`/coupon-manager?page=${pages}`);
  await expect(page.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `${prefix}50` })).toHaveCount(1);
});
