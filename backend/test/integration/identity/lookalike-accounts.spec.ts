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

  /** Issue 28: cross-script look-alikes are the same address (UTS #39 confusable skeleton). */
  describe('an address that looks like a taken one', () => {
    const taken = () => {
      const suffix = uniqueEmail().split('-')[1].split('@')[0];
      return { local: `marie.dubois${suffix}`, domain: 'example.fr' };
    };

    it.each([
      ['a Cyrillic а', (l: string, d: string) => `${l.replace('a', '\u0430')}@${d}`],
      ['a Cyrillic е', (l: string, d: string) => `${l.replace('e', '\u0435')}@${d}`],
      ['a Cyrillic о', (l: string, d: string) => `${l.replace('o', '\u043E')}@${d}`],
      ['a Cyrillic і', (l: string, d: string) => `${l.replace('i', '\u0456')}@${d}`],
      ['a dotless ı', (l: string, d: string) => `${l.replace('i', '\u0131')}@${d}`],
      ['a Greek ο', (l: string, d: string) => `${l.replace('o', '\u03BF')}@${d}`],
      ['a small capital ʟ', (l: string, d: string) => `${l}@${d.replace('l', '\u029F')}`],
      [
        'a Cyrillic letter in the domain',
        (l: string, d: string) => `${l}@${d.replace('a', '\u0430')}`,
      ],
    ])('is refused like a duplicate when it has %s', async (_name, lookAlikeOf) => {
      const { local, domain } = taken();
      await register(`${local}@${domain}`).expect(201);
      const duplicate = await register(`${local}@${domain}`).expect(409);
      const lookAlike = lookAlikeOf(local, domain);
      expect(lookAlike).not.toBe(`${local}@${domain}`);
      const refused = await register(lookAlike).expect(409);
      expect(refused.body).toEqual(duplicate.body);
      expect(refused.body.code).toBe('EMAIL_TAKEN');
    });

    it('is refused the other way round too: the look-alike first, then the plain address', async () => {
      const { local, domain } = taken();
      await register(`${local.replace('a', '\u0430')}@${domain}`).expect(201);
      expect((await register(`${local}@${domain}`).expect(409)).body.code).toBe('EMAIL_TAKEN');
    });

    it('gives one account to two look-alikes registered at the same time', async () => {
      const { local, domain } = taken();
      const statuses = await Promise.all(
        [`${local}@${domain}`, `${local.replace('o', '\u03BF')}@${domain}`].map(
          async (email) => (await register(email)).status,
        ),
      );
      expect(statuses.sort()).toEqual([201, 409]);
    });

    it('leaves addresses that only share letters free', async () => {
      const { local, domain } = taken();
      await register(`${local}@${domain}`).expect(201);
      await register(`${local}x@${domain}`).expect(201);
    });
  });
});
