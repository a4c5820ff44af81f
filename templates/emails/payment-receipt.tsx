// The receipts of a payment: 'initial-payment' (level 1), 'final-payment' (level 2) and 'one-time-payment' (a
// payment for no level: the PayPal Test page's $1.00, see docs/decisions/012-coupons-and-the-final-payment.md), in
// the recipient's language (the emails catalogue's `receipt`); amounts keep US separators in every language.
import { Text } from '@react-email/components';
import { EmailLayout } from './layout';
import { emailTexts, type EmailTexts } from './texts';

export type ReceiptLevel = 1 | 2 | 'one-time';

export interface PaymentReceiptProps {
  toName: string;
  level: ReceiptLevel;
  amount: string;
  price: string;
  discount: string;
  couponCode?: string | null;
  orderId: string;
  supportEmail?: string;
  texts?: EmailTexts;
}

const WORDS = {
  1: { subject: 'receipt.subject', thanks: 'receipt.initial' },
  2: { subject: 'receipt.subjectFinal', thanks: 'receipt.final' },
  'one-time': { subject: 'receipt.subjectOneTime', thanks: 'receipt.oneTime' },
} as const satisfies Record<ReceiptLevel, { subject: string; thanks: string }>;

export function receiptSubject(level: ReceiptLevel, texts: EmailTexts = emailTexts('en')): string {
  return texts.t(WORDS[level].subject);
}

export function PaymentReceiptEmail({ toName, level, amount, price, discount, couponCode, orderId, supportEmail, texts = emailTexts('en') }: PaymentReceiptProps) {
  const { t } = texts;
  return (
    <EmailLayout preview={t('receipt.preview', { amount })} supportEmail={supportEmail} texts={texts}>
      <Text style={{ fontSize: 16 }}>{t('layout.hello', { name: toName })}</Text>
      <Text style={{ fontSize: 15 }}>{t(WORDS[level].thanks)}</Text>
      <Text style={{ fontSize: 15 }}>{t('receipt.price', { price })}</Text>
      {couponCode ? <Text style={{ fontSize: 15 }}>{t('receipt.discount', { couponCode, discount })}</Text> : null}
      <Text style={{ fontSize: 15, fontWeight: 'bold' }}>{t('receipt.total', { amount })}</Text>
      <Text style={{ fontSize: 13, color: '#555555' }}>{t('receipt.order', { orderId })}</Text>
    </EmailLayout>
  );
}
