import { CreditsService, WELCOME_CREDITS } from '../../../src/modules/credits';
import { UserDirectory } from '../../../src/modules/identity';
import { startTestApp, TestApp } from '../../support/test-app';

// The e-mailed link and an admin's verification are covered by registration and admin tests.
describe('account verification: one welcome-credit rule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('gives a seeded verified user the welcome credits once, however often the seed runs', async () => {
    const directory = t.app.get(UserDirectory);
    const first = await directory.ensureVerifiedUser('seeded@example.com', 'Seeded', 'Passw0rd!23');
    const again = await directory.ensureVerifiedUser('seeded@example.com', 'Seeded', 'Passw0rd!23');
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(await t.app.get(CreditsService).balanceOf(first.id)).toBe(WELCOME_CREDITS);
  });
});
