import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { appConfig } from '../../shared/config';
import { MailOutbox } from '../../shared/mail';
import { ACCOUNT_MAIL_TEXTS, AccountMailKind } from './account-mail.texts';
import type { AccountMailLanguage } from './screen-language';

interface Recipient {
  email: string;
  fullName: string;
}

const ACCOUNT_LINK_TEMPLATE = 'account-link';

const LINK_PATHS: Record<AccountMailKind, string> = {
  verification: '/verify-email/',
  'password-reset': '/reset-password/',
};

/**
 * The account e-mails, in the language of the screen that asked for them, handed to the mail
 * queue (sent and retried after answering).
 */
@Injectable()
export class IdentityMailer {
  constructor(
    private readonly outbox: MailOutbox,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  sendVerification(to: Recipient, token: string, language: AccountMailLanguage): Promise<void> {
    return this.send('verification', to, token, language);
  }

  sendPasswordReset(to: Recipient, token: string, language: AccountMailLanguage): Promise<void> {
    return this.send('password-reset', to, token, language);
  }

  private send(
    kind: AccountMailKind,
    to: Recipient,
    token: string,
    language: AccountMailLanguage,
  ): Promise<void> {
    const texts = ACCOUNT_MAIL_TEXTS[language][kind];
    const link = `${this.app.appUrl}${LINK_PATHS[kind]}${token}`;
    const lines = {
      heading: texts.heading(to.fullName),
      paragraphs: texts.paragraphs(to.fullName),
      button: texts.button,
      copyLink: texts.copyLink,
      closing: texts.closing,
    };
    return this.outbox.send({
      to: to.email,
      subject: texts.subject,
      template: ACCOUNT_LINK_TEMPLATE,
      context: { lang: language, link, ...lines },
      text: [lines.heading, '', ...lines.paragraphs, '', link, '', lines.closing, ''].join('\n'),
    });
  }
}
