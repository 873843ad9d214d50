import { DataSource } from 'typeorm';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import { bearer } from '../../support/ingestion-helpers';
import { startTestApp, TestApp } from '../../support/test-app';

type Session = Awaited<ReturnType<typeof signedInUser>>;

/**
 * Issue 28: an optional field sent as null passed `@IsOptional()` and reached the database
 * (500). Null is not a value of these fields: 400 with the field's error, nothing changed.
 */
describe('optional body fields sent as null', () => {
  let t: TestApp;
  let admin: Session;
  let user: Session;
  let target: Session;
  let savedSearchId: number;

  beforeAll(async () => {
    t = await startTestApp();
    [admin, user, target] = await Promise.all([makeAdmin(t), signedInUser(t), signedInUser(t)]);
    const created = await t.http
      .post('/api/saved-searches')
      .set(bearer(user.accessToken))
      .send({ name: 'Liquidations', filters: { q: 'boulangerie' }, alert: false })
      .expect(201);
    savedSearchId = created.body.savedSearch.id;
  });
  afterAll(() => t.close());

  const expectFieldError = (body: Record<string, unknown>, field: string) => {
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(body.errors).toContainEqual({
      field,
      message: `${field.split('.').pop()} must not be null`,
    });
    expect((body.errors as { field: string }[]).every((error) => error.field === field)).toBe(true);
  };

  it.each(['fullName', 'role', 'is_verified'])(
    'PUT /api/admin/usermanagement/:id {"%s": null} → 400, the account unchanged',
    async (field) => {
      const db = t.app.get(DataSource);
      const before = await db.query(
        `SELECT full_name, role, is_verified FROM users WHERE id = $1`,
        [target.user.id],
      );
      const response = await t.http
        .put(`/api/admin/usermanagement/${target.user.id}`)
        .set(bearer(admin.accessToken))
        .send({ [field]: null });
      expect(response.status).toBe(400);
      expectFieldError(response.body, field);
      expect(
        await db.query(`SELECT full_name, role, is_verified FROM users WHERE id = $1`, [
          target.user.id,
        ]),
      ).toEqual(before);
    },
  );

  it('PUT /api/admin/usermanagement/:id still treats an absent field as unchanged', async () => {
    const response = await t.http
      .put(`/api/admin/usermanagement/${target.user.id}`)
      .set(bearer(admin.accessToken))
      .send({ fullName: 'Irène Joliot-Curie' })
      .expect(200);
    expect(response.body.user).toMatchObject({ fullName: 'Irène Joliot-Curie', role: 'user' });
  });

  it('PUT /api/notifications/preferences {"language": null} → 400', async () => {
    const response = await t.http
      .put('/api/notifications/preferences')
      .set(bearer(user.accessToken))
      .send({ email: 'off', language: null });
    expect(response.status).toBe(400);
    expectFieldError(response.body, 'language');
  });

  it.each([
    'includeInactive',
    'q',
    'departement',
    'siren',
    'tribunal',
    'dateFrom',
    'dateTo',
    'typeAnnonce',
  ])('POST /api/saved-searches with filters.%s null → 400', async (filter) => {
    const response = await t.http
      .post('/api/saved-searches')
      .set(bearer(user.accessToken))
      .send({ name: 'Nulle', filters: { [filter]: null }, alert: false });
    expect(response.status).toBe(400);
    expectFieldError(response.body, `filters.${filter}`);
  });

  it.each(['name', 'alert'])('PATCH /api/saved-searches/:id {"%s": null} → 400', async (field) => {
    const response = await t.http
      .patch(`/api/saved-searches/${savedSearchId}`)
      .set(bearer(user.accessToken))
      .send({ [field]: null });
    expect(response.status).toBe(400);
    expectFieldError(response.body, field);
  });
});
