import { SmtpCapture } from '../support/smtp-capture';
import { FaultEnvironment } from './support/fault-environment';
import { freePort, sleep } from './support/free-port';

/**
 * E-mails leave through the BullMQ `mail` queue, retried 5 s, 10 s, 20 s … apart
 * (MAIL_RETRY_BASE_MS): a registration while SMTP refuses connections still answers 201, and the
 * e-mail is sent once the server is back.
 */
describe('fault: SMTP down for a while', () => {
  let env: FaultEnvironment;
  let smtpPort: number;
  const lateSmtp = new SmtpCapture();

  beforeAll(async () => {
    // Nothing listens on this port yet: every connection is refused.
    smtpPort = await freePort();
    env = await FaultEnvironment.start({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  }, 90000);
  afterAll(async () => {
    await lateSmtp.stop().catch(() => undefined);
    await env?.close();
  });

  it('registers (201) while SMTP refuses, and sends the verification e-mail once it is back', async () => {
    const email = `smtp-panne-${Date.now()}@faults.test`;
    const registered = await env.request('POST', '/api/auth/register', {
      json: { email, password: 'motdepasse-sûr', fullName: 'Marie Curie' },
    });
    expect(registered.status).toBe(201);

    await sleep(5000);
    await lateSmtp.start(smtpPort);
    // Within the mail queue's retry backoff.
    const mail = await lateSmtp.waitFor(email, 'Confirmez', 60000);
    const verified = await env.request(
      'GET',
      `/api/auth/verify-email/${SmtpCapture.linkToken(mail, 'verify-email')}`,
    );
    expect(verified.status).toBe(200);
    await sleep(2000);
    expect(
      lateSmtp.messages.filter((message) => JSON.stringify(message.to).includes(email)),
    ).toHaveLength(1);
  }, 120000);
});
