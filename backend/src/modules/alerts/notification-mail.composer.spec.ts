import {
  composeNotificationMail,
  MailedNotice,
  NotificationMailInput,
} from './notification-mail.composer';

const notice = (fields: Partial<MailedNotice> = {}): MailedNotice => ({
  recordId: 7,
  companyName: 'BOULANGERIE DUPONT',
  typeAnnonce: 'collective',
  publishedOn: '2026-03-01',
  siren: '123456789',
  kind: 'watch',
  savedSearchName: null,
  judgmentNature: null,
  ...fields,
});

const input = (fields: Partial<NotificationMailInput> = {}): NotificationMailInput => ({
  mode: 'instant',
  language: 'fr',
  recipient: { email: 'marie@example.fr', fullName: 'Marie Curie' },
  notices: { listed: [notice()], total: 1 },
  appUrl: 'https://app.example',
  unsubscribeUrl: 'https://app.example/api/notifications/unsubscribe?token=abc',
  ...fields,
});

describe('a notification e-mail', () => {
  it('lists a notice in French with its type, date, source and both links', () => {
    const mail = composeNotificationMail(input());
    expect(mail.subject).toBe('Alerte : 1 nouvelle annonce');
    expect(mail.text).toContain('Bonjour Marie Curie,');
    expect(mail.text).toContain(
      '- BOULANGERIE DUPONT — Procédure collective · 1er mars 2026 (Entreprise surveillée)',
    );
    expect(mail.text).toContain("Voir l'annonce : https://app.example/analyzer/records/7");
    expect(mail.text).toContain("Fiche de l'entreprise : https://app.example/companies/123456789");
    expect(mail.text).toContain(
      'Se désabonner : https://app.example/api/notifications/unsubscribe?token=abc',
    );
    expect(mail.context).toMatchObject({ lang: 'fr', more: null });
  });

  it('names a judgment by its nature, kept in French as the source gives it', () => {
    const judgment = notice({
      companyName: 'ALV',
      publishedOn: '2026-11-26',
      judgmentNature: "Jugement de clôture pour insuffisance d'actif",
    });
    const inFrench = composeNotificationMail(input({ notices: { listed: [judgment], total: 1 } }));
    expect(inFrench.text).toContain(
      "- ALV — Jugement de clôture pour insuffisance d'actif · 26 novembre 2026 (Entreprise surveillée)",
    );
    const inEnglish = composeNotificationMail(
      input({ language: 'en', notices: { listed: [judgment], total: 1 } }),
    );
    expect(inEnglish.text).toContain(
      "- ALV — Jugement de clôture pour insuffisance d'actif · 26 November 2026 (Watched company)",
    );
  });

  it('speaks English to an English reader', () => {
    const mail = composeNotificationMail(
      input({
        language: 'en',
        mode: 'daily',
        notices: {
          listed: [notice({ kind: 'saved_search', savedSearchName: 'Paris liquidations' })],
          total: 2,
        },
      }),
    );
    expect(mail.subject).toBe('Your daily summary: 2 new notices');
    expect(mail.text).toContain(
      '- BOULANGERIE DUPONT — Collective proceedings · 1 March 2026 (Saved search “Paris liquidations”)',
    );
    expect(mail.text).toContain('View the notice: https://app.example/analyzer/records/7');
    expect(mail.text).toContain('… and 1 more: https://app.example/notifications');
    expect(mail.context).toMatchObject({ lang: 'en', more: 'and 1 more' });
  });

  it('counts what is not listed: "et N autres", the total in the subject', () => {
    const listed = Array.from({ length: 50 }, (_, i) => notice({ recordId: i + 1 }));
    const mail = composeNotificationMail(input({ notices: { listed, total: 1234 } }));
    expect(mail.subject).toBe('Alerte : 1\u202f234 nouvelles annonces');
    expect(mail.context.more).toBe('et 1\u202f184 autres');
    expect(mail.text).toContain('… et 1\u202f184 autres : https://app.example/notifications');
    expect(mail.text.match(/^- /gm)).toHaveLength(50);
  });

  it('says "et 1 autre" for a single notice left out', () => {
    const listed = Array.from({ length: 50 }, (_, i) => notice({ recordId: i + 1 }));
    expect(composeNotificationMail(input({ notices: { listed, total: 51 } })).context.more).toBe(
      'et 1 autre',
    );
  });

  it('names what the record lacks instead of leaving blanks, and links no company without SIREN', () => {
    const mail = composeNotificationMail(
      input({
        notices: {
          listed: [
            notice({
              companyName: null,
              typeAnnonce: null,
              publishedOn: null,
              siren: null,
              kind: 'saved_search',
              savedSearchName: null,
            }),
          ],
          total: 1,
        },
      }),
    );
    expect(mail.text).toContain('- Entreprise sans nom — Annonce (Recherche enregistrée)');
    expect(mail.text).not.toContain('/companies/');
  });

  it('carries the one-click unsubscribe headers (RFC 8058)', () => {
    expect(composeNotificationMail(input()).headers).toEqual({
      'List-Unsubscribe': '<https://app.example/api/notifications/unsubscribe?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it("groups a weekly digest's notices by kind, the gravest first, in the user's language", () => {
    const week = {
      listed: [
        notice({ recordId: 1, companyName: 'ALPHA', typeAnnonce: 'modification' }),
        notice({ recordId: 2, companyName: 'BETA', typeAnnonce: 'collective' }),
        notice({ recordId: 3, companyName: 'GAMMA', typeAnnonce: 'modification' }),
      ],
      total: 3,
    };
    const mail = composeNotificationMail(input({ mode: 'weekly', notices: week }));
    expect(mail.subject).toBe('Votre semaine : 3 nouvelles annonces sur vos entreprises');
    const text = mail.text!;
    expect(text.indexOf('Procédure collective (1)')).toBeLessThan(text.indexOf('Modification (2)'));
    expect(text.indexOf('- BETA')).toBeGreaterThan(text.indexOf('Procédure collective (1)'));
    expect(text.indexOf('- ALPHA')).toBeGreaterThan(text.indexOf('Modification (2)'));
    expect(mail.context).toMatchObject({
      groups: [
        {
          title: 'Procédure collective (1)',
          notices: [expect.objectContaining({ company: 'BETA' })],
        },
        {
          title: 'Modification (2)',
          notices: [{ company: 'ALPHA' }, { company: 'GAMMA' }].map(expect.objectContaining),
        },
      ],
    });
    const english = composeNotificationMail(
      input({ mode: 'weekly', language: 'en', notices: week }),
    );
    expect(english.subject).toBe('Your week: 3 new notices about your companies');
    expect(english.text).toContain('Collective proceedings (1)');
    // Instant and daily e-mails keep one list without headings.
    expect(composeNotificationMail(input()).context).toMatchObject({
      groups: [
        { title: null, notices: [expect.objectContaining({ company: 'BOULANGERIE DUPONT' })] },
      ],
    });
  });
});
