// The PayPal button (JavaScript only): the order is created by this page's action (the server computes the
// amount) and, once approved, the buyer goes to /paypal/success like the redirect flow, where the server captures.
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';

export function PayPalButton({ clientId, coupon }: { clientId: string; coupon: string }) {
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'horizontal', label: 'pay' }}
        createOrder={async () => {
          const body = new FormData();
          body.set('intent', 'create-order');
          body.set('coupon', coupon);
          const response = await fetch(`${window.location.pathname}?_data=${encodeURIComponent('routes/pay-for-form')}`, { method: 'POST', body });
          const answer = (await response.json()) as { orderId?: string; error?: string };
          if (!answer.orderId) throw new Error(answer.error ?? 'Sorry, could not process your PayPal request');
          return answer.orderId;
        }}
        onApprove={async (approval) => {
          window.location.assign(`/paypal/success?token=${encodeURIComponent(approval.orderID)}`);
        }}
      />
    </PayPalScriptProvider>
  );
}
