import i18next from 'i18next';
import { makeAdmin } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { startTestApp, TestApp } from '../../support/test-app';

/** Issue 30, finding 7: the job board read "FILES" and "0 Tâche" to a French admin. */
describe("the job board's labels", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp();
    const admin = await makeAdmin(t);
    const { url } = (
      await t.http.post('/api/admin/queues-ticket').set(bearer(admin.accessToken)).expect(200)
    ).body;
    cookie = (await t.http.get(url).expect(303)).headers['set-cookie'][0].split(';')[0];
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
  });

  /** The board's messages as its page loads them, run through i18next as the board does. */
  async function boardText(lng: string) {
    const { body } = await t.http
      .get(`/api/admin/queues/static/locales/${lng}/messages.json`)
      .set('Cookie', cookie)
      .expect(200);
    const i18n = i18next.createInstance();
    await i18n.init({ lng, resources: { [lng]: { translation: body } } });
    return (key: string, count?: number) => i18n.t(key, count === undefined ? {} : { count });
  }

  it('speaks French with French plurals', async () => {
    const t = await boardText('fr-FR');
    expect(t('MENU.QUEUES')).toBe('Files de tâches');
    expect([0, 1, 2, 1510].map((n) => t('DASHBOARD.JOBS_COUNT', n))).toEqual([
      'Aucune tâche',
      '1 tâche',
      '2 tâches',
      '1510 tâches',
    ]);
  });

  it.each(['en-US', 'en-GB'])('speaks English (%s) with English plurals', async (lng) => {
    const t = await boardText(lng);
    expect(t('MENU.QUEUES')).toBe('Queues');
    expect([0, 1, 2].map((n) => t('DASHBOARD.JOBS_COUNT', n))).toEqual([
      'No jobs',
      '1 job',
      '2 jobs',
    ]);
  });

  it('keeps the locales it does not adjust, and the board itself behind its cookie', async () => {
    const { body } = await t.http
      .get('/api/admin/queues/static/locales/de-DE/messages.json')
      .set('Cookie', cookie)
      .expect(200);
    expect(body.MENU.QUEUES).toBeDefined();
    await t.http.get('/api/admin/queues/static/locales/fr-FR/messages.json').expect(401);
  });
});
