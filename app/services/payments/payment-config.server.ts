// Builds the configured payment provider from the environment (PAYMENT_PROVIDER, PAYPAL_*).
import type { Env } from '../../../lib/env.server';
import { PAYPAL_API, PayPalPaymentProvider } from './paypal-provider.server';
import type { PaymentProvider } from './provider.server';
import { SandboxPaymentProvider } from './sandbox-provider.server';

export function paymentProviderFor(env: Pick<Env, 'PAYMENT_PROVIDER' | 'PAYPAL_CLIENT_ID' | 'PAYPAL_CLIENT_SECRET' | 'PAYPAL_MODE' | 'PAYPAL_API_URL'>): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'sandbox') return new SandboxPaymentProvider();
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) throw new Error('PAYMENT_PROVIDER=paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET');
  return new PayPalPaymentProvider({ clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET, apiUrl: env.PAYPAL_API_URL ?? PAYPAL_API[env.PAYPAL_MODE] });
}
