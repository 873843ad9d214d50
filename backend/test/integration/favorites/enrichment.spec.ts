import { DataSource } from 'typeorm';
import { CreditsService } from '../../../src/modules/credits';
import { companyResult, FakeCompanySearchServer } from '../../support/fake-company-search-server';
import { addFavorite, makeRecord } from '../../support/favorites-helpers';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

type Session = Awaited<ReturnType<typeof signedInUser>>;

const KNOWN = '123456789';
const FROM_RCS = '552120222';
const UNKNOWN = '987654321';
const SLOW = '111222333';
const FLAKY = '444555666';

describe('favorite enrichment (CONTRACT §4.9) against a local recherche-entreprises API', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  const api = new FakeCompanySearchServer()
    .add(companyResult(KNOWN, 'BOULANGERIE DUPONT'))
    .add(companyResult(FROM_RCS, 'SOCIÉTÉ GÉNÉRALE DES EAUX'))
    .add(companyResult(SLOW, 'LENTE SAS'))
    .add(companyResult(FLAKY, 'FRAGILE SARL'));

  const balance = (session: Session) => t.app.get(CreditsService).balanceOf(session.user.id);
  const notesOf = async (favoriteId: number) =>
    (
      await t.app.get(DataSource).query(`SELECT notes FROM favorites WHERE id = $1`, [favoriteId])
    )[0].notes;
  const enrich = (session: Session, favoriteId: number, query = '') =>
    t.http.post(`/api/favorites/${favoriteId}/enrich${query}`).set(bearer(session.accessToken));
  /** On the unlimited plan, so adding the favorite consumes no credit and balances stay round. */
  const favoriteFor = async (session: Session, fields: Parameters<typeof makeRecord>[2]) => {
    await t.app.get(DataSource).query(
      `INSERT INTO user_subscriptions (user_id, subscription_plan_id, status, current_period_end)
       SELECT $1, id, 'active', now() + interval '30 days' FROM subscription_plans
        WHERE name = 'Entreprise' AND NOT EXISTS
          (SELECT 1 FROM user_subscriptions WHERE user_id = $1 AND status = 'active')`,
      [session.user.id],
    );
    return (
      await addFavorite(t, session.accessToken, await makeRecord(t, [session.user.id], fields))
    ).id;
  };

  beforeAll(async () => {
    database = await createIsolatedDatabase('enrichment');
    api.slow.set(SLOW, 2000);
    t = await startTestApp({
      DATABASE_URL: database.url,
      ENRICHMENT_API_URL: await api.start(),
      ENRICHMENT_TIMEOUT_MS: '250',
    });
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await api.stop();
    await database.drop();
  });

  it('maps the company into the five sections, keeps the notes and spends 5 credits', async () => {
    const user = await signedInUser(t);
    const id = await favoriteFor(user, { nom_complet: 'Boulangerie Dupont', siren: KNOWN });
    await t.http
      .patch(`/api/favorites/${id}/notes`)
      .set(bearer(user.accessToken))
      .send({ notes: 'Appeler lundi' })
      .expect(200);
    expect(await balance(user)).toBe(10);

    const response = await enrich(user, id).expect(200);
    expect(api.searchesFor(KNOWN).at(-1)?.search).toBe(`?q=${KNOWN}&page=1&per_page=1`);
    const { enrichedData, favorite } = response.body.data;
    expect(response.body.success).toBe(true);
    expect(Object.keys(enrichedData).sort()).toEqual([
      'financial',
      'insee',
      'intellectualProperty',
      'sirenBasic',
      'siretSpecific',
    ]);
    expect(enrichedData.insee).toMatchObject({
      available: true,
      siren: KNOWN,
      activite_principale: '10.71C',
      categorie_entreprise: 'PME',
      tranche_effectif_salarie: '03',
      nature_juridique: '5499',
    });
    expect(enrichedData.sirenBasic).toMatchObject({
      siren: KNOWN,
      denomination: 'BOULANGERIE DUPONT',
      etat_administratif: 'A',
      etat: 'Active',
      siret_siege: `${KNOWN}00015`,
      date_creation: '2015-03-01',
    });
    expect(enrichedData.sirenBasic.dirigeants).toEqual([
      expect.objectContaining({ type: 'personne physique', nom: 'DUPONT', qualite: 'Gérant' }),
      expect.objectContaining({ type: 'personne morale', denomination: 'HOLDING DUPONT' }),
    ]);
    expect(enrichedData.financial).toMatchObject({
      available: true,
      latest: { year: 2023, ca: 1410000, resultat_net: 97000 },
    });
    expect(enrichedData.financial.years.map((y: { year: number }) => y.year)).toEqual([2023, 2022]);
    expect(enrichedData.intellectualProperty).toEqual({
      available: false,
      reason: expect.stringContaining('not provided'),
    });
    expect(enrichedData.siretSpecific).toMatchObject({
      available: true,
      siege: { siret: `${KNOWN}00015`, code_postal: '69002', libelle_commune: 'LYON' },
      matchingEtablissements: [expect.objectContaining({ siret: `${KNOWN}00015` })],
    });

    expect(favorite).toMatchObject({ id, hasEnrichedData: true });
    const notes = JSON.parse(favorite.notes);
    expect(notes).toEqual({
      enriched: true,
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      data: enrichedData,
      additionalNotes: 'Appeler lundi',
    });
    expect(await balance(user)).toBe(5);
    const history = await t.http
      .get('/api/credits/transactions')
      .set(bearer(user.accessToken))
      .expect(200);
    expect(history.body.transactions[0]).toMatchObject({
      type: 'usage',
      code: 'enrichment',
      params: { recordId: favorite.analyzer_record_id, siren: KNOWN },
      amount: -5,
    });

    // A refresh asks the API again, charges again and keeps the additional notes.
    const again = await enrich(user, id, '?refresh=true').expect(200);
    expect(again.body.data.creditsCharged).toBe(5);
    expect(JSON.parse(again.body.data.favorite.notes).additionalNotes).toBe('Appeler lundi');
    expect(await balance(user)).toBe(0);
  });

  it('returns an enrichment of the last 24 hours as stored, without charging again', async () => {
    const user = await signedInUser(t);
    const id = await favoriteFor(user, { siren: KNOWN });
    const first = await enrich(user, id).expect(200);
    expect(first.body.data.creditsCharged).toBe(5);
    const calls = api.searchesFor(KNOWN).length;

    const second = await enrich(user, id).expect(200);
    expect(second.body.data).toMatchObject({
      creditsCharged: 0,
      enrichedData: first.body.data.enrichedData,
      favorite: { id, hasEnrichedData: true },
    });
    expect(api.searchesFor(KNOWN)).toHaveLength(calls);
    const ledger = await t.app
      .get(DataSource)
      .query(`SELECT amount FROM credit_transactions WHERE user_id = $1 AND type = 'usage'`, [
        user.user.id,
      ]);
    expect(ledger).toEqual([{ amount: -5 }]);
    expect(await balance(user)).toBe(5);

    // A day later the stored data is old: enriching asks the API and charges again.
    await t.app
      .get(DataSource)
      .query(
        `UPDATE favorites SET notes = jsonb_set(notes::jsonb, '{timestamp}', to_jsonb((now() - interval '25 hours')::text))::text WHERE id = $1`,
        [id],
      );
    expect((await enrich(user, id).expect(200)).body.data.creditsCharged).toBe(5);
    expect(await balance(user)).toBe(0);
  });

  it('finds the SIREN in the RCS number when the record has none', async () => {
    const user = await signedInUser(t);
    const id = await favoriteFor(user, { siren: null, rcs: '552 120 222 RCS Paris' });
    const response = await enrich(user, id).expect(200);
    expect(response.body.data.enrichedData.sirenBasic.siren).toBe(FROM_RCS);
  });

  it('answers 404 for an unknown SIREN and takes no credit', async () => {
    const user = await signedInUser(t);
    const id = await favoriteFor(user, { siren: UNKNOWN });
    const response = await enrich(user, id).expect(404);
    expect(response.body).toMatchObject({
      code: 'COMPANY_NOT_FOUND',
      message: expect.stringMatching(/^Failed to enrich record/),
    });
    expect(api.searchesFor(UNKNOWN)).toHaveLength(1);
    expect(await balance(user)).toBe(10);
    expect(await notesOf(id)).toBeNull();
  });

  it('gives up after two timed-out attempts with a clear error and takes no credit', async () => {
    const user = await signedInUser(t);
    const id = await favoriteFor(user, { siren: SLOW });
    const started = Date.now();
    const response = await enrich(user, id).expect(504);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(response.body).toMatchObject({
      code: 'ENRICHMENT_UNAVAILABLE',
      message: expect.stringMatching(/^Failed to enrich record: .*did not answer in time/),
    });
    expect(api.searchesFor(SLOW)).toHaveLength(2);
    expect(await balance(user)).toBe(10);
    expect(await notesOf(id)).toBeNull();
  });

  it('retries once on a 5xx, and fails with 502 without charging when both attempts fail', async () => {
    const user = await signedInUser(t);
    const id = await favoriteFor(user, { siren: FLAKY });
    api.failuresToServe = 2;
    const failed = await enrich(user, id).expect(502);
    expect(failed.body.code).toBe('ENRICHMENT_UNAVAILABLE');
    expect(await balance(user)).toBe(10);
    api.failuresToServe = 1;
    await enrich(user, id).expect(200);
    expect(await balance(user)).toBe(5);
    expect(api.failuresToServe).toBe(0);
  });

  it('answers 402 with creditInfo when the balance is below 5, before calling the API', async () => {
    const user = await signedInUser(t);
    const id = await favoriteFor(user, { siren: KNOWN });
    await t.app
      .get(CreditsService)
      .spend({ userId: user.user.id, amount: 6, type: 'usage', description: 'test' });
    const calls = api.requests.length;
    const response = await enrich(user, id).expect(402);
    expect(response.body).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      message: "You don't have enough credits for this operation",
      creditInfo: { required: 5, balance: 4 },
    });
    expect(api.requests.length).toBe(calls);
    expect(await balance(user)).toBe(4);
    expect(await notesOf(id)).toBeNull();
  });

  it('refuses a record without SIREN with 422', async () => {
    const user = await signedInUser(t);
    const id = await favoriteFor(user, { siren: null, rcs: null });
    const response = await enrich(user, id).expect(422);
    expect(response.body.code).toBe('RECORD_HAS_NO_SIREN');
    expect(await balance(user)).toBe(10);
  });

  it('does not meter admins', async () => {
    const admin = await makeAdmin(t);
    const id = await favoriteFor(admin, { siren: KNOWN });
    const before = await balance(admin);
    await enrich(admin, id).expect(200);
    expect(await balance(admin)).toBe(before);
  });
});
