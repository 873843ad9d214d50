import { accountOf } from './rate-limit.module';

describe('accountOf (the per-account rate-limit key)', () => {
  it('is the e-mail a request names, whatever its case and spacing', () => {
    expect(accountOf({ body: { email: ' Marie@Example.FR ' }, ip: '10.0.0.1' })).toBe(
      'email:marie@example.fr',
    );
  });

  it('is the signed-in user otherwise, so one account is limited across addresses', () => {
    expect(accountOf({ body: {}, user: { id: 42 }, ip: '10.0.0.1' })).toBe('user:42');
    expect(accountOf({ body: {}, user: { id: 42 }, ip: '10.0.0.2' })).toBe('user:42');
  });

  it('falls back to the address', () => {
    expect(accountOf({ body: { email: 12 }, ip: '10.0.0.1' })).toBe('ip:10.0.0.1');
  });
});
