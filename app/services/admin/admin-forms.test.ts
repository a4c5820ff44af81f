import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { adminSchemas } from './admin-forms';
import { englishAdmin } from '../../../i18n/english';
import admin from '../../../i18n/catalogues/en/admin';
import { textsIn } from '../../../i18n/texts-for-tests';

const { couponSchema, pricesSchema } = adminSchemas(englishAdmin());
const MESSAGES = admin.validation;
const COUPON_MESSAGES = admin.validation;

function posted(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const coupon = { code: ' spring10 ', amount: '15', limit: '7', startDate: '01/15/2026', endDate: '12/31/2099' };

describe('the coupon form', () => {
  it('stores the code upper-case and the dates as ISO, with the numbers as numbers', () => {
    const submission = parseWithZod(posted({ ...coupon, campaign: 'on' }), { schema: couponSchema });
    expect(submission.status === 'success' && submission.value).toEqual({
      code: 'SPRING10',
      amount: 15,
      limit: 7,
      startDate: '2026-01-15',
      endDate: '2099-12-31',
      campaign: 'on',
      paywall: 'both',
      type: 'percent',
    });
  });

  it('takes the paywall and type chosen, and refuses one it does not know with a message', () => {
    const chosen = parseWithZod(posted({ ...coupon, paywall: 'level_2', type: 'fixed' }), { schema: couponSchema });
    expect(chosen.status === 'success' && [chosen.value.paywall, chosen.value.type]).toEqual(['level_2', 'fixed']);
    const refused = parseWithZod(posted({ ...coupon, paywall: 'payall-everything', type: 'bogo' }), { schema: couponSchema }).reply().error;
    expect(refused).toMatchObject({ paywall: [COUPON_MESSAGES.paywall], type: [COUPON_MESSAGES.type] });
  });

  it('takes an empty limit as no limit (0)', () => {
    const submission = parseWithZod(posted({ ...coupon, limit: '' }), { schema: couponSchema });
    expect(submission.status === 'success' && submission.value.limit).toBe(0);
  });

  it('refuses an amount outside 1 to 100 with the spec’s message, and a missing one as required', () => {
    const errors = (amount: string) =>
      parseWithZod(posted({ ...coupon, amount }), { schema: couponSchema }).reply().error?.amount;
    expect(errors('0')).toEqual([COUPON_MESSAGES.amountRange]);
    expect(errors('101')).toEqual([COUPON_MESSAGES.amountRange]);
    expect(errors('1.5')).toEqual([MESSAGES.onlyNumbers]);
    expect(errors('')).toEqual([MESSAGES.required]);
  });

  it('refuses a date in another format and a date that does not exist', () => {
    expect(
      parseWithZod(posted({ ...coupon, startDate: '2026-01-15' }), { schema: couponSchema }).reply().error?.startDate,
    ).toEqual([MESSAGES.dateFormat]);
    expect(
      parseWithZod(posted({ ...coupon, endDate: '02/30/2099' }), { schema: couponSchema }).reply().error?.endDate,
    ).toEqual([MESSAGES.dateValue]);
  });

  it('refuses an end date before the start date', () => {
    const submission = parseWithZod(posted({ ...coupon, endDate: '01/14/2026' }), { schema: couponSchema });
    expect(submission.reply().error?.endDate).toEqual([COUPON_MESSAGES.endBeforeStart]);
  });
});

describe('in Spanish', () => {
  it("refuses in the admin's language, the same rules", async () => {
    const spanishSchemas = adminSchemas(await textsIn('es', 'admin'));
    const error = parseWithZod(posted({ ...coupon, amount: '0', endDate: '02/30/2099' }), { schema: spanishSchemas.couponSchema }).reply().error;
    expect(error).toMatchObject({ amount: ['El monto va de 1 a 100'], endDate: ['Escriba una fecha válida'] });
  });
});

describe('the pricing cards form', () => {
  it('reads the three prices as whole dollars and every card part by level, empty parts as empty text', () => {
    const submission = parseWithZod(
      posted({
        variant: 'unilateral',
        general: '299',
        level_1: '99',
        level_2: '200',
        'cards.level_1.title': 'Start on your own',
      }),
      { schema: pricesSchema },
    );
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({ variant: 'unilateral', general: 299, level_1: 99, level_2: 200 });
    expect(submission.value.cards.level_1.title).toBe('Start on your own');
    expect(submission.value.cards.level_2).toEqual({
      header: '',
      title: '',
      price: '',
      body: '',
      summary: '',
      bg: '',
      fg: '',
      items: '',
      img: '',
    });
  });

  it('cuts a card text at 4000 characters instead of refusing it', () => {
    const submission = parseWithZod(
      posted({
        variant: 'collaborative',
        general: '1',
        level_1: '1',
        level_2: '0',
        'cards.general.body': 'x'.repeat(5000),
      }),
      { schema: pricesSchema },
    );
    expect(submission.status === 'success' && submission.value.cards.general.body).toHaveLength(4000);
  });

  it('refuses a missing or fractional price', () => {
    const submission = parseWithZod(posted({ variant: 'collaborative', general: '', level_1: '1.5', level_2: '0' }), {
      schema: pricesSchema,
    });
    expect(submission.reply().error).toMatchObject({ general: [MESSAGES.required], level_1: [MESSAGES.onlyNumbers] });
  });
});
