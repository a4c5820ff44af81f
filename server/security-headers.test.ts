import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, paypalOrigins } from './security-headers';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the content security policy', () => {
  it('lets the pay pages post to PayPal and to a configured Orders v2 server that is not PayPal', () => {
    const origins = paypalOrigins('http://127.0.0.1:3290');
    expect(directive(contentSecurityPolicy('/pay-for-form/a/b/collaborative/1', 'n', origins), 'form-action')).toContain('http://127.0.0.1:3290');
    expect(directive(contentSecurityPolicy('/pay-for-form/a/b/collaborative/1', 'n', origins), 'form-action')).toContain('https://www.paypal.com');
  });

  it('adds nothing for PayPal own API addresses, and no PayPal origin at all outside the pay pages', () => {
    expect(paypalOrigins('https://api-m.sandbox.paypal.com')).not.toContain('https://api-m.sandbox.paypal.com');
    expect(directive(contentSecurityPolicy('/user-profile', 'n', paypalOrigins('http://127.0.0.1:3290')), 'form-action')).toBe("form-action 'self'");
  });
});
