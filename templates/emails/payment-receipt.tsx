// The receipts sent when a level is paid: 'initial-payment' (level 1) and 'final-payment' (level 2).
import { Text } from '@react-email/components';
import { EmailLayout } from './layout';

export interface PaymentReceiptProps {
  toName: string;
  level: 1 | 2;
  amount: string;
  price: string;
  discount: string;
  couponCode?: string | null;
  orderId: string;
  supportEmail?: string;
}

export function PaymentReceiptEmail({ toName, level, amount, price, discount, couponCode, orderId, supportEmail }: PaymentReceiptProps) {
  const what = level === 1 ? 'your initial payment: your questionnaire is ready to fill out' : 'your final payment: your documents are ready to review and sign';
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
