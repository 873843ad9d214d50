import { describe, expect, it } from 'vitest';
import i18n from '../i18n/i18n';
import { inScreenLanguage } from './redirect';

describe('the checkout URL in the screen language', () => {
  const local =
    'http://localhost:3000/api/payments/test-checkout/6f1c4a0e-0000-4000-8000-000000000001';

  it("tells the server's test checkout the screen's language", async () => {
    expect(inScreenLanguage(local)).toBe(`${local}?lang=fr`);
    await i18n.changeLanguage('en');
    expect(inScreenLanguage(local)).toBe(`${local}?lang=en`);
  });

  it("leaves a payment provider's URL as it is", () => {
    const stripe = 'https://checkout.stripe.com/c/pay/cs_test_a1#fidkdWxOYHwnPyd1blpxYHZxWjA0';
    expect(inScreenLanguage(stripe, 'en')).toBe(stripe);
  });
});
