import { MailLanguage } from './entities/notification-settings.entity';

interface PageText {
  title: string;
  body: string;
  profile: string;
}

interface ConfirmText extends PageText {
  confirm: string;
}

const CONFIRM: Record<MailLanguage, ConfirmText> = {
  fr: {
    title: 'Se désabonner des alertes par e-mail ?',
    body: "Vous ne recevrez plus d'e-mails d'alerte. Vos notifications resteront visibles dans l'application, et vous pourrez réactiver les e-mails à tout moment depuis votre profil.",
    confirm: 'Me désabonner',
    profile: 'Ouvrir mon profil',
  },
  en: {
    title: 'Unsubscribe from alert e-mails?',
    body: 'You will no longer receive alert e-mails. Your notifications will stay visible in the app, and you can turn e-mails back on at any time from your profile.',
    confirm: 'Unsubscribe',
    profile: 'Open my profile',
  },
};

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

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

const section = (language: MailLanguage, text: PageText, profileUrl: string, extra = '') =>
  `<section lang="${language}"><h1>${text.title}</h1><p>${text.body}</p>${extra}` +
  `<p><a href="${profileUrl}">${text.profile}</a></p></section>`;

function page(language: MailLanguage, title: string, sections: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f6; margin: 0; padding: 24px; color: #1f2937; line-height: 1.5; }
  main { max-width: 480px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 20px; } a { color: #1d4ed8; } section + section { border-top: 1px solid #e5e7eb; margin-top: 16px; }
  button { font: inherit; font-weight: 600; color: #fff; background: #1d4ed8; border: 0; border-radius: 8px; padding: 10px 18px; cursor: pointer; }
</style></head>
<body><main>${sections}</main></body></html>`;
}

/**
 * What the link opens (GET): a question, never the change itself, since mail scanners follow
 * links (issue 28). Its button is a plain form posting to the link (`action`, a same-origin path
 * under the app's CSP, no script), with the body of a one-click unsubscribe (RFC 8058).
 */
export function confirmUnsubscribePage(
  language: MailLanguage,
  appUrl: string,
  action: string,
): string {
  const text = CONFIRM[language];
  const form =
    `<form method="post" action="${escapeHtml(action)}">` +
    `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
    `<button type="submit">${text.confirm}</button></form>`;
  return page(language, text.title, section(language, text, `${appUrl}/profile`, form));
}

/** The page of a done unsubscription, in the language of the user's e-mails. */
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
