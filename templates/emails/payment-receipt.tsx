// The receipts of a payment: 'initial-payment' (level 1), 'final-payment' (level 2) and 'one-time-payment' (a
// payment for no level: the PayPal Test page's $1.00, see docs/decisions/012-coupons-and-the-final-payment.md).
import { Text } from '@react-email/components';
import { EmailLayout } from './layout';

export interface PaymentReceiptProps {
  toName: string;
  level: 1 | 2 | 'one-time';
  amount: string;
  price: string;
  discount: string;
  couponCode?: string | null;
  orderId: string;
  supportEmail?: string;
}

const WHAT_WAS_PAID: Record<PaymentReceiptProps['level'], string> = {
  1: 'your initial payment: your questionnaire is ready to fill out',
  2: 'your final payment: your documents are ready to review and sign',
  'one-time': 'your one-time payment',
};

export function PaymentReceiptEmail({ toName, level, amount, price, discount, couponCode, orderId, supportEmail }: PaymentReceiptProps) {
  const what = WHAT_WAS_PAID[level];
  return (
    <EmailLayout preview={`Receipt: $${amount}`} supportEmail={supportEmail}>
      <Text style={{ fontSize: 16 }}>{`Hello ${toName},`}</Text>
      <Text style={{ fontSize: 15 }}>{`Thank you for ${what}.`}</Text>
      <Text style={{ fontSize: 15 }}>{`Price: $${price}`}</Text>
      {couponCode ? <Text style={{ fontSize: 15 }}>{`Discount (${couponCode}): -$${discount}`}</Text> : null}
      <Text style={{ fontSize: 15, fontWeight: 'bold' }}>{`Total paid: $${amount} USD`}</Text>
      <Text style={{ fontSize: 13, color: '#555555' }}>{`Order: ${orderId}`}</Text>
    </EmailLayout>
  );
}
