import { PASSWORD, signedInUser, uniqueEmail } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

/** Issue 13, finding 6: one account per address, whatever Unicode spelling is typed. */
describe('look-alike e-mails and names', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const register = (email: string, fullName = 'Marie Curie') =>
    t.http.post('/api/auth/register').send({ email, password: PASSWORD, fullName });

  const fullwidth = (text: string) =>
    [...text]
      .map((char) =>
        char >= '!' && char <= '~' ? String.fromCharCode(char.charCodeAt(0) + 0xfee0) : char,
      )
      .join('');

  it.each([
    ['zero-width space', '\u200B'],
    ['zero-width joiner', '\u200D'],
    ['byte order mark', '\uFEFF'],
    ['right-to-left override', '\u202E'],
    ['soft hyphen', '\u00AD'],
    ['control character', '\u0007'],
  ])('refuses an e-mail with a %s with a clear 400', async (_name, invisible) => {
    const [local, domain] = uniqueEmail('admin').split('@');
    const response = await register(`${local}${invisible}@${domain}`).expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.errors).toContainEqual({
      field: 'email',
      message: 'Email must not contain invisible or control characters',
    });
  });

  it('refuses invisible characters in a name, at registration and in the profile', async () => {
    const registered = await register(uniqueEmail(), 'Marie\u200BCurie').expect(400);
    expect(registered.body.errors).toContainEqual({
      field: 'fullName',
      message: 'Full name must not contain invisible or control characters',
    });
    const { accessToken } = await signedInUser(t);
    const updated = await t.http
      .put('/api/auth/profile')
      .set('Authorization', `Bearer ${accessToken}`)
      .send({ fullName: 'Marie\u202ECurie' })
      .expect(400);
    expect(updated.body.errors[0].field).toBe('fullName');
  });

  it('stores names in one composition (NFC)', async () => {
    const response = await register(uniqueEmail(), 'E\u0301lodie').expect(201);
    expect(response.body.user.fullName).toBe('\u00C9lodie');
  });

  it('treats the fullwidth form of a taken e-mail as already used, and signs it in', async () => {
    const { email, password } = await signedInUser(t, uniqueEmail('admin'));
    const response = await register(fullwidth(email)).expect(409);
    expect(response.body.code).toBe('EMAIL_TAKEN');
    const login = await t.http
      .post('/api/auth/login')
      .send({ email: fullwidth(email.toUpperCase()), password })
      .expect(200);
    expect(login.body.user.email).toBe(email);
  });

  it('treats the NFD form of a taken accented e-mail as already used, and signs it in', async () => {
    const nfc = `h\u00E9l\u00E8ne-${uniqueEmail().split('-')[1]}`;
    const nfd = nfc.normalize('NFD');
    expect(nfd).not.toBe(nfc);
    const { password } = await signedInUser(t, nfc);
    expect((await register(nfd).expect(409)).body.code).toBe('EMAIL_TAKEN');
    const login = await t.http.post('/api/auth/login').send({ email: nfd, password }).expect(200);
    expect(login.body.user.email).toBe(nfc);
  });

  it('stores an e-mail typed in NFD or fullwidth in its canonical form', async () => {
    const canonical = `j\u00E9r\u00F4me-${uniqueEmail().split('-')[1]}`;
    const response = await register(fullwidth(canonical.normalize('NFD'))).expect(201);
    expect(response.body.user.email).toBe(canonical);
  });
});
