// Payments with the local sandbox provider, JavaScript on and off: level 1 plain, with a 10% coupon and with a
// 100% coupon ('Proceed'), cancel, a replayed success URL, and level 2 moving the form to step 5.
import { expect, test } from './support/test';
import { applyStepEvent } from '../../app/services/user-workflow/user-workflows.server';
import { calendarToday, createCoupon } from '../../app/services/payments/coupons.server';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { startTestUserWorkflow, storedStep, UTAH_WITH_CHILDREN } from './support/guide';

const FORM_PAGE = /\/legal-form-guide\/divorce-forms\/([A-Za-z0-9]{20})$/;

async function newCoupon(label: string, amount: number) {
  const code = `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
  const today = calendarToday('America/Denver');
  await withAppDatabase((db) => createCoupon(db, { code, amount, limit: 3, startDate: today, endDate: '2099-12-31', campaign: false }));
  return code;
}

async function payments(userId: string) {
  return withAppDatabase((db) => db.selectFrom('payments').select(['provider_order_id', 'amount_cents', 'status', 'coupon_code', 'level']).where('user_id', '=', userId).orderBy('created_at').execute());
}

test('level 1 with the sandbox: pay, land on the new form, and a replayed success URL changes nothing', async ({ page, context }, info) => {
  const js = info.project.name === 'js';
  const user = await createTestUser({ label: 'pay1' });
  await signInAs(context, user);
  await page.goto(`/pay-for-form/${UTAH_WITH_CHILDREN}/${user.id}/collaborative/1`);
  await expect(page.getByRole('heading', { name: 'Testimonials' })).toBeVisible();
  if (js) {
    // a carousel with JavaScript, and Apply disabled while the code is empty
    await expect(page.getByText('1 / 3')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('2 / 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await page.getByLabel('Coupon code').fill('x');
    await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await page.getByLabel('Coupon code').fill('');
  } else {
    await expect(page.getByRole('list', { name: 'Testimonials' }).getByRole('listitem')).toHaveCount(3);
  }
  await expect(page.getByTestId('total')).toHaveText('$49.00');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  await expect(page.getByText('$49.00 USD')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(FORM_PAGE);
  const [paid] = await payments(user.id);
  expect(paid).toMatchObject({ status: 'completed', amount_cents: 4900, level: 1 });

  await page.goto(`/paypal/success?token=${paid!.provider_order_id}`);
  await expect(page.getByRole('alert')).toHaveText('Sorry, incorrect Paypal token');
  const workflows = await withAppDatabase((db) => db.selectFrom('user_workflows').select('id').where('owner_id', '=', user.id).execute());
  expect(workflows).toHaveLength(1);
  // the level is paid: the pay page now leads away instead of charging again
  await page.goto(`/pay-for-form/${UTAH_WITH_CHILDREN}/${user.id}/collaborative/1`);
  await expect(page).not.toHaveURL(/pay-for-form/);
});

test('a 10% coupon lowers the total, a 100% coupon reads Proceed and skips the provider', async ({ page, context }, info) => {
  const user = await createTestUser({ label: 'pay-coupon' });
  await signInAs(context, user);
  const ten = await newCoupon(`ten${info.project.name.replace('-', '')}`, 10);
  await page.goto(`/pay-for-form/${UTAH_WITH_CHILDREN}/${user.id}/unilateral/1`);
  await expect(page.getByTestId('total')).toHaveText('$79.00');
  await page.getByLabel('Coupon code').fill('no-such-code');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sorry' })).toHaveText('Sorry, could not find this coupon');
  await page.getByLabel('Coupon code').fill(ten.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Applied', { exact: true })).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText('$71.10');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('$71.10 USD')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(FORM_PAGE);
  expect(await payments(user.id)).toMatchObject([{ status: 'completed', amount_cents: 7110, coupon_code: ten }]);
  expect((await withAppDatabase((db) => db.selectFrom('coupons').select('count').where('code', '=', ten).executeTakeFirstOrThrow())).count).toBe(1);

  const other = await createTestUser({ label: 'pay-free' });
  await context.clearCookies();
  await signInAs(context, other);
  const free = await newCoupon(`free${info.project.name.replace('-', '')}`, 100);
  await page.goto(`/pay-for-form/${UTAH_WITH_CHILDREN}/${other.id}/collaborative/1?coupon=${free}`);
  await expect(page.getByTestId('total')).toHaveText('$0.00');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(FORM_PAGE);
  expect(await payments(other.id)).toMatchObject([{ status: 'completed', amount_cents: 0, coupon_code: free }]);
});

test('cancel returns to a Home button and closes the order; level 2 moves the form to step 5', async ({ page, context }) => {
  const user = await createTestUser({ label: 'pay2' });
  await signInAs(context, user);
  await page.goto(`/pay-for-form/${UTAH_WITH_CHILDREN}/${user.id}/collaborative/1`);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expect(page.locator('#main').getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/legal-form-guide');
  const [cancelled] = await payments(user.id);
  expect(cancelled).toMatchObject({ status: 'cancelled' });
  await page.goto(`/paypal/success?token=${cancelled!.provider_order_id}`);
  await expect(page.getByRole('alert')).toHaveText('Sorry, incorrect Paypal token');

  // level 2, after the questionnaire and the spouse's agreement (step 4)
  const id = await startTestUserWorkflow(user.id, { step: 4 });
  await page.goto(`/pay-for-form/${id}/${user.id}/collaborative/2`);
  await expect(page.getByRole('heading', { name: 'Final Payment' })).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText('$150.00');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/legal-form-guide/divorce-forms/${id}$`));
  expect(await storedStep(id)).toBe(5);
  // paid: the level-2 page leads to the form page
  await page.goto(`/pay-for-form/${id}/${user.id}/collaborative/2`);
  await expect(page).toHaveURL(new RegExp(`/legal-form-guide/divorce-forms/${id}$`));
});

test('step 4 of the guide links to the level-2 pay page, whose Back to Questionnaire asks first', async ({ page, petitioner }, info) => {
  const js = info.project.name === 'js';
  const { user, userWorkflowId: id } = petitioner;
  await page.goto(`/legal-form-guide/divorce-forms/${id}`);
  await expect(page.getByRole('link', { name: 'Pay For Completed Documents' })).toHaveCount(0);
  await withAppDatabase((db) => applyStepEvent(db, id, { type: 'GO_TO_STEP', step: 4, admin: true }));
  await page.reload();
  const step4 = page.getByRole('list', { name: 'Your steps' }).getByRole('listitem').filter({ hasText: 'Pay For Completed Documents' });
  await expect(step4).toHaveAttribute('aria-current', 'step');
  await step4.getByRole('link', { name: 'Pay For Completed Documents' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay-for-form/${id}/${user.id}/collaborative/2$`));
  await expect(page.getByRole('heading', { name: 'Final Payment' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Questionnaire' }).click();
  // the app's confirm dialog with JavaScript, the same question rendered by the server without it
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Go back to the questionnaire without paying?');
  if (!js) await expect(page).toHaveURL(/\?confirm=back$/);
  await question.getByRole(js ? 'button' : 'link', { name: 'No' }).click();
  await expect(page.getByRole('heading', { name: 'Final Payment' })).toBeVisible();
  await expect(page.getByText('Go back to the questionnaire without paying?')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Questionnaire' }).click();
  await question.getByRole(js ? 'button' : 'link', { name: 'Yes' }).click();
  await expect(page).toHaveURL(new RegExp(`/legal-form-guide/divorce-forms/${id}$`));
});

test('the level-2 pay page before step 4 says the final payment is not due, offers no payment and links back to the guide', async ({ page, petitioner }) => {
  const { user, userWorkflowId: id } = petitioner;
  await withAppDatabase((db) => applyStepEvent(db, id, { type: 'GO_TO_STEP', step: 2, admin: true }));
  await page.goto(`/pay-for-form/${id}/${user.id}/collaborative/2`);
  await expect(page.getByRole('alert')).toHaveText(
    'Your final payment is not due yet: it opens at step 4 of your guide, once your questionnaire has been reviewed. You have not been charged.',
  );
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to your guide' }).click();
  await expect(page).toHaveURL(new RegExp(`/legal-form-guide/divorce-forms/${id}$`));
  expect(await storedStep(id)).toBe(2);
  expect(await payments(user.id)).toEqual([]);
});
