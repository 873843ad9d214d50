import { SmtpCapture } from '../../support/smtp-capture';
import { PASSWORD, registerUser, signedInUser, uniqueEmail } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Issue 13, finding 6: the link requests answer before any e-mail is sent, as fast for an address
 * with an account as without; the mail queue keeps an e-mail until the SMTP server takes it.
 */
describe('account e-mails through the mail queue', () => {
  let t: TestApp;
  beforeAll(
    async () => (t = await startTestApp({ MAIL_RETRY_BASE_MS: '100', MAIL_RETRY_MAX_MS: '400' })),
  );
  afterAll(() => t.close());
  afterEach(() => {
    t.mail.delayMs = 0;
    t.mail.isRefusing = false;
  });

  const timed = async (path: string, email: string) => {
    const started = performance.now();
    await t.http.post(path).send({ email }).expect(200);
    return performance.now() - started;
  };

  it.each([
    ['/api/auth/forgot-password', 'Réinitialisation'],
    ['/api/auth/resend-verification', 'Confirmez'],
  ])(
    '%s answers as fast for a known address as for an unknown one, and the e-mail still arrives',
    async (path, subject) => {
      const known = path.includes('forgot')
        ? (await signedInUser(t)).email
        : (await registerUser(t)).email;
      t.mail.messages.length = 0;
      t.mail.delayMs = 400;
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let round = 0; round < 7; round += 1) {
        unknownTimes.push(await timed(path, uniqueEmail('nobody')));
        knownTimes.push(await timed(path, known));
      }
      expect(median(knownTimes)).toBeLessThan(median(unknownTimes) + 50);
      expect(Math.max(...knownTimes)).toBeLessThan(400);
      await t.mail.waitFor(known, subject, 10_000);
    },
  );

  it('keeps a reset e-mail while the SMTP server is down and sends it once it is back', async () => {
    const { email } = await signedInUser(t);
    t.mail.messages.length = 0;
    t.mail.isRefusing = true;
    await t.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(t.mail.messages).toHaveLength(0);

    t.mail.isRefusing = false;
    const mail = await t.mail.waitFor(email, 'Réinitialisation', 5000);
    const token = SmtpCapture.linkToken(mail, 'reset-password');
    await t.http
      .post('/api/auth/reset-password')
      .send({ token, password: `${PASSWORD}-2` })
      .expect(200);
    await t.http
      .post('/api/auth/login')
      .send({ email, password: `${PASSWORD}-2` })
      .expect(200);
  });

  it('registers while the SMTP server is down; the verification e-mail follows', async () => {
    t.mail.isRefusing = true;
    const { email } = await registerUser(t);
    await new Promise((resolve) => setTimeout(resolve, 600));
    t.mail.isRefusing = false;
    const mail = await t.mail.waitFor(email, 'Confirmez', 5000);
    const token = SmtpCapture.linkToken(mail, 'verify-email');
    await t.http.get(`/api/auth/verify-email/${token}`).expect(200);
  });
});
