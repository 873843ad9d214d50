import { MailLanguage } from './entities/notification-settings.entity';

interface PageText {
  title: string;
  body: string;
  profile: string;
}

const UNSUBSCRIBED: Record<MailLanguage, PageText> = {
  fr: {
    title: 'Désabonnement confirmé',
    body: "Vous ne recevrez plus d'e-mails d'alerte. Vos notifications restent visibles dans l'application, et vous pouvez réactiver les e-mails à tout moment depuis votre profil.",
    profile: 'Ouvrir mon profil',
  },
  en: {
    title: 'You are unsubscribed',
    body: 'You will no longer receive alert e-mails. Your notifications stay visible in the app, and you can turn e-mails back on at any time from your profile.',
    profile: 'Open my profile',
  },
};

const UNKNOWN_LINK: Record<MailLanguage, PageText> = {
  fr: {
    title: 'Lien de désabonnement inconnu',
    body: "Ce lien de désabonnement n'est pas valide. Vous pouvez gérer vos alertes par e-mail depuis votre profil.",
    profile: 'Ouvrir mon profil',
  },
  en: {
    title: 'Unknown unsubscribe link',
    body: 'This unsubscribe link is not valid. You can manage your e-mail alerts from your profile.',
    profile: 'Open my profile',
  },
};

const section = (language: MailLanguage, text: PageText, profileUrl: string) =>
  `<section lang="${language}"><h1>${text.title}</h1><p>${text.body}</p>` +
  `<p><a href="${profileUrl}">${text.profile}</a></p></section>`;

function page(language: MailLanguage, title: string, sections: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f6; margin: 0; padding: 24px; color: #1f2937; line-height: 1.5; }
  main { max-width: 480px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 20px; } a { color: #1d4ed8; } section + section { border-top: 1px solid #e5e7eb; margin-top: 16px; }
</style></head>
<body><main>${sections}</main></body></html>`;
}

/** The page the unsubscribe link opens, in the language of the user's e-mails. */
export function unsubscribedPage(language: MailLanguage, appUrl: string): string {
  const text = UNSUBSCRIBED[language];
  return page(language, text.title, section(language, text, `${appUrl}/profile`));
}

/** An unknown link: whose it is, and so its language, is not known; both are shown. */
export function unknownUnsubscribeLinkPage(appUrl: string): string {
  const profileUrl = `${appUrl}/profile`;
  return page(
    'fr',
    UNKNOWN_LINK.fr.title,
    section('fr', UNKNOWN_LINK.fr, profileUrl) + section('en', UNKNOWN_LINK.en, profileUrl),
  );
}
