import type { MailMessage } from '../../shared/mail';
import type { MailLanguage } from '../alerts';

export const WEBHOOK_PAUSED_TEMPLATE = 'webhook-paused';

interface PausedMailTexts {
  subject: string;
  greeting(fullName: string): string;
  paragraphs(failures: number): string[];
  action: string;
}

const TEXTS: Record<MailLanguage, PausedMailTexts> = {
  fr: {
    subject: 'Webhook suspendu après des échecs répétés',
    greeting: (fullName) => `Bonjour ${fullName},`,
    paragraphs: (failures) => [
      `Votre webhook ci-dessous n'a pas reçu nos notifications : ses ${failures} dernières tentatives ont échoué. Nous l'avons suspendu : il ne reçoit plus rien jusqu'à ce que vous le réactiviez.`,
      "Vérifiez que l'adresse répond vite par un statut 2xx (le journal des envois donne la raison de chaque échec), puis réactivez-le depuis vos webhooks.",
    ],
    action: 'Gérer mes webhooks',
  },
  en: {
    subject: 'Webhook paused after repeated failures',
    greeting: (fullName) => `Hello ${fullName},`,
    paragraphs: (failures) => [
      `Your webhook below has not received our notifications: its last ${failures} attempts failed. We have paused it: it receives nothing until you resume it.`,
      'Check that the address answers quickly with a 2xx status (the delivery log gives the reason of each failure), then resume it from your webhooks.',
    ],
    action: 'Manage my webhooks',
  },
};

export interface WebhookPausedMailInput {
  language: MailLanguage;
  recipient: { email: string; fullName: string };
  url: string;
  failures: number;
  appUrl: string;
}

/** The e-mail telling an owner that their failing webhook was paused, in their language. */
export function composeWebhookPausedMail(input: WebhookPausedMailInput): MailMessage {
  const texts = TEXTS[input.language];
  const greeting = texts.greeting(input.recipient.fullName);
  const paragraphs = texts.paragraphs(input.failures);
  const link = `${input.appUrl}/settings/webhooks`;
  return {
    to: input.recipient.email,
    subject: texts.subject,
    template: WEBHOOK_PAUSED_TEMPLATE,
    context: {
      lang: input.language,
      subject: texts.subject,
      greeting,
      paragraphs,
      url: input.url,
      action: texts.action,
      link,
    },
    text: [greeting, ...paragraphs, input.url, `${texts.action}\n${link}`].join('\n\n') + '\n',
  };
}
