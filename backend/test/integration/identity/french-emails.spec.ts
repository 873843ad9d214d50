import { ParsedMail } from 'mailparser';
import { registerUser } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

/** Words of English prose, none of which a French account e-mail needs (links set aside). */
const ENGLISH_WORDS =
  /\b(the|your|you|please|click|verify|welcome|password|account|address|reset|hello|thanks?|expires?|hours?|ignore|link|here)\b/i;

/** Everything the recipient reads: subject, text part, and the HTML's text, without the links. */
const readText = (mail: ParsedMail) =>
  [mail.subject ?? '', mail.text ?? '', String(mail.html || '').replace(/<[^>]+>/g, ' ')]
    .join('\n')
    .replace(/https?:\/\/\S+/g, ' ');

/** Issue 14: "the e-mails hold no English in French". */
describe('account e-mails, in French only', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('sends the verification and the password reset e-mails in French, without English', async () => {
    const { email } = await registerUser(t);
    await t.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    const mails = [
      await t.mail.waitFor(email, 'Confirmez votre adresse e-mail'),
      await t.mail.waitFor(email, 'Réinitialisation de votre mot de passe'),
    ];
    for (const mail of mails) {
      expect(String(mail.html)).toMatch(/<html lang=["']fr["']/);
      const text = readText(mail);
      expect(text).toMatch(/\b(votre|vous)\b/);
      expect(text.match(ENGLISH_WORDS)).toBeNull();
    }
  });
});
