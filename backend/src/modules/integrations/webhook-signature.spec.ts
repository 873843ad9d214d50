import { createHmac } from 'node:crypto';
import { newWebhookSecret, webhookSignature } from './webhook-signature';

describe('webhookSignature', () => {
  it('is the hex HMAC-SHA256 of "t.body" with the secret, after the time in seconds', () => {
    const body = '{"event":"notification.created"}';
    const header = webhookSignature('whsec_test', body, new Date('2025-01-02T03:04:05.678Z'));
    const t = 1735787045;
    const expected = createHmac('sha256', 'whsec_test').update(`${t}.${body}`).digest('hex');
    expect(header).toBe(`t=${t},v1=${expected}`);
  });

  it('changes with the secret, the body and the time', () => {
    const at = new Date('2025-01-02T03:04:05Z');
    const base = webhookSignature('a', 'body', at);
    expect(webhookSignature('b', 'body', at)).not.toBe(base);
    expect(webhookSignature('a', 'body!', at)).not.toBe(base);
    expect(webhookSignature('a', 'body', new Date(at.getTime() + 1000))).not.toBe(base);
  });
});

describe('newWebhookSecret', () => {
  it('is long, random and prefixed', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
