import { Controller, Get, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppModule } from '../../../src/app.module';
import { Roles } from '../../../src/shared/auth';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

/** A stand-in admin route: the guards under test are the real global ones. */
@Roles('admin')
@Controller('admin/sample')
class SampleAdminController {
  @Get()
  read() {
    return { ok: true };
  }
}

@Module({ imports: [AppModule], controllers: [SampleAdminController] })
class AppWithSampleAdminRoute {}

describe('authorization on the server', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({}, AppWithSampleAdminRoute)));
  afterAll(() => t.close());

  it('answers 401 without a token, 403 for a user and 200 for an admin', async () => {
    await t.http.get('/api/admin/sample').expect(401);
    const user = await signedInUser(t);
    const denied = await t.http
      .get('/api/admin/sample')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .expect(403);
    expect(denied.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', error: 'Forbidden' });
    const admin = await makeAdmin(t);
    await t.http
      .get('/api/admin/sample')
      .set('Authorization', `Bearer ${admin.accessToken}`)
      .expect(200);
  });

  it('applies a role change on the next request, without waiting for the token to expire', async () => {
    const admin = await makeAdmin(t);
    await t.http
      .get('/api/admin/sample')
      .set('Authorization', `Bearer ${admin.accessToken}`)
      .expect(200);
    await t.app
      .get(DataSource)
      .query(`UPDATE users SET role = 'user' WHERE id = $1`, [admin.user.id]);
    await t.http
      .get('/api/admin/sample')
      .set('Authorization', `Bearer ${admin.accessToken}`)
      .expect(403);
  });

  it('serves health and the OpenAPI document publicly', async () => {
    const health = await t.http.get('/api/health').expect(200);
    expect(health.body).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' }, redis: { status: 'up' } },
    });
    const openApi = await t.http.get('/api/docs-json').expect(200);
    expect(Object.keys(openApi.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/health']),
    );
  });
});
