import { ParsedMail } from 'mailparser';
import { uniqueEmail } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

/** Everything the recipient reads: subject, text part, and the HTML's text, without the links. */
const readText = (mail: ParsedMail) =>
  [mail.subject ?? '', mail.text ?? '', String(mail.html || '').replace(/<[^>]+>/g, ' ')]
    .join('\n')
    .replace(/https?:\/\/\S+/g, ' ');

const FRENCH_WORDS = /\b(votre|vous|mot de passe|adresse|lien|bonjour|bienvenue|ignorez)\b/i;
const ENGLISH_WORDS = /\b(your|you|password|address|link|hello|welcome|ignore)\b/i;

function expectEnglish(mail: ParsedMail) {
  expect(String(mail.html)).toMatch(/<html lang=["']en["']/);
  const text = readText(mail);
  expect(text).toMatch(ENGLISH_WORDS);
  expect(text.match(FRENCH_WORDS)).toBeNull();
}

function expectFrench(mail: ParsedMail) {
  expect(String(mail.html)).toMatch(/<html lang=["']fr["']/);
  const text = readText(mail);
  expect(text).toMatch(FRENCH_WORDS);
  expect(text.match(ENGLISH_WORDS)).toBeNull();
}

/**
 * Issue 30, finding 3: account e-mails are written in the language of the screen that asked
 * for them (the web app sends it as Accept-Language), French without one.
 */
describe('account e-mails, in the language of the screen that asked', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const register = (email: string, language?: string) => {
    const request = t.http.post('/api/auth/register');
    if (language) request.set('Accept-Language', language);
    return request.send({ email, password: 'secret-123456', fullName: 'Ada Lovelace' }).expect(201);
  };
  /** The first `count` e-mails to that address, once they have arrived. */
  async function mailsTo(email: string, count: number): Promise<ParsedMail[]> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = t.mail.messages.filter((mail) => JSON.stringify(mail.to).includes(email));
      if (found.length >= count) return found.slice(0, count);
      if (Date.now() > deadline)
        throw new Error(`${found.length} e-mail(s) to ${email}, not ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const ask = (path: string, email: string, language: string) =>
    t.http.post(`/api/auth/${path}`).set('Accept-Language', language).send({ email }).expect(200);

  it('registers, resends the link and resets the password in English from the English screens', async () => {
    const email = uniqueEmail('english');
    await register(email, 'en');
    expectEnglish(await t.mail.waitFor(email, 'Confirm your e-mail address'));

    await ask('resend-verification', email, 'en-GB,en;q=0.9,fr;q=0.8');
    const verifications = await mailsTo(email, 2);
    expect(verifications.map((mail) => mail.subject)).toEqual([
      'Confirm your e-mail address',
      'Confirm your e-mail address',
    ]);
    verifications.forEach(expectEnglish);

    await ask('forgot-password', email, 'en');
    expectEnglish(await t.mail.waitFor(email, 'Reset your password'));
  });

  it('writes them in French from the French screens, even for an account registered in English', async () => {
    const email = uniqueEmail('french');
    await register(email, 'en');
    await t.mail.waitFor(email, 'Confirm your e-mail address');

    await ask('resend-verification', email, 'fr');
    expectFrench(await t.mail.waitFor(email, 'Confirmez votre adresse e-mail'));
    await ask('forgot-password', email, 'fr-FR,fr;q=0.9');
    expectFrench(await t.mail.waitFor(email, 'Réinitialisation de votre mot de passe'));
  });

  it('writes in French without a language, or with one it does not speak', async () => {
    const silent = uniqueEmail('silent');
    await register(silent);
    expectFrench(await t.mail.waitFor(silent, 'Confirmez votre adresse e-mail'));

    const german = uniqueEmail('german');
    await register(german, 'de-DE,de;q=0.9');
    expectFrench(await t.mail.waitFor(german, 'Confirmez votre adresse e-mail'));
  });
});
