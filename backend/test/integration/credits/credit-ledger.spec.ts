import { DataSource } from 'typeorm';
import { CreditsService } from '../../../src/modules/credits';
import { signedInUser } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

describe('credit ledger', () => {
  let t: TestApp;
  let credits: CreditsService;
  beforeAll(async () => {
    t = await startTestApp();
    credits = t.app.get(CreditsService);
  });
  afterAll(() => t.close());

  const ledgerSum = async (userId: number) =>
    Number(
      (
        await t.app
          .get(DataSource)
          .query(
            `SELECT coalesce(sum(amount), 0) AS sum FROM credit_transactions WHERE user_id = $1`,
            [userId],
          )
      )[0].sum,
    );

  it('grants 10 welcome credits once, at e-mail verification', async () => {
    const session = await signedInUser(t);
    const auth = `Bearer ${session.accessToken}`;
    expect(
      (await t.http.get('/api/credits/balance').set('Authorization', auth).expect(200)).body,
    ).toEqual({
      balance: 10,
    });
    const history = await t.http
      .get('/api/credits/transactions')
      .set('Authorization', auth)
      .expect(200);
    expect(history.body).toEqual({
      transactions: [
        expect.objectContaining({ type: 'welcome', amount: 10, description: 'Welcome credits' }),
      ],
      pagination: { total: 1, limit: 10, offset: 0, hasMore: false },
    });
    expect(await credits.grantWelcome(session.user.id)).toBe(false);
    expect(await credits.balanceOf(session.user.id)).toBe(10);
  });

  it('lets exactly 10 of 50 concurrent one-credit spends through a balance of 10', async () => {
    const { user } = await signedInUser(t);
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        credits.spend({ userId: user.id, amount: 1, type: 'usage', description: `spend ${i}` }),
      ),
    );
    const succeeded = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.filter(
      (attempt) => attempt.status === 'rejected',
    ) as PromiseRejectedResult[];
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(refused[0].reason.details).toEqual({ creditInfo: { required: 1, balance: 0 } });
    expect(await credits.balanceOf(user.id)).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
  });

  it('pages the history newest first with total and hasMore', async () => {
    const session = await signedInUser(t);
    for (let i = 1; i <= 12; i++) {
      await credits.grant({
        userId: session.user.id,
        amount: i,
        type: 'gift',
        description: `gift ${i}`,
      });
    }
    const page = await t.http
      .get('/api/credits/transactions?limit=5&offset=5')
      .set('Authorization', `Bearer ${session.accessToken}`)
      .expect(200);
    expect(page.body.pagination).toEqual({ total: 13, limit: 5, offset: 5, hasMore: true });
    expect(page.body.transactions.map((row: { amount: number }) => row.amount)).toEqual([
      7, 6, 5, 4, 3,
    ]);
    expect(await credits.balanceOf(session.user.id)).toBe(await ledgerSum(session.user.id));
  });

  it('adjusts by admin decision but never below zero, and needs an amount and a reason', async () => {
    const { user } = await signedInUser(t);
    expect(await credits.adjust(user.id, 25, 'Geste commercial')).toBe(35);
    expect(await credits.adjust(user.id, -30, 'Correction')).toBe(5);
    await expect(credits.adjust(user.id, -6, 'Trop')).rejects.toMatchObject({
      definition: { code: 'ADJUSTMENT_EXCEEDS_BALANCE' },
      details: { balance: 5 },
    });
    await expect(credits.adjust(user.id, 0, 'Rien')).rejects.toMatchObject({
      definition: { message: 'Amount and reason are required' },
    });
    await expect(credits.adjust(user.id, 5, '  ')).rejects.toMatchObject({
      definition: { message: 'Amount and reason are required' },
    });
    expect(await credits.balanceOf(user.id)).toBe(5);
  });

  it('requires a token for the credit routes', async () => {
    await t.http.get('/api/credits/balance').expect(401);
    await t.http.get('/api/credits/transactions').expect(401);
  });
});
