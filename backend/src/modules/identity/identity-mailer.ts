import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { appConfig } from '../../shared/config';
import { MailOutbox } from '../../shared/mail';

interface Recipient {
  email: string;
  fullName: string;
}

/** The account e-mails, in French, handed to the mail queue (sent and retried after answering). */
@Injectable()
export class IdentityMailer {
  constructor(
    private readonly outbox: MailOutbox,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  sendVerification(to: Recipient, token: string): Promise<void> {
    return this.send(
      to,
      'Confirmez votre adresse e-mail',
      'email-verification',
      `/verify-email/${token}`,
    );
  }

  sendPasswordReset(to: Recipient, token: string): Promise<void> {
    return this.send(
      to,
      'Réinitialisation de votre mot de passe',
      'password-reset',
      `/reset-password/${token}`,
    );
  }

  private send(to: Recipient, subject: string, template: string, path: string): Promise<void> {
    const link = `${this.app.appUrl}${path}`;
    return this.outbox.send({
      to: to.email,
      subject,
      template,
      context: { fullName: to.fullName, link },
      text: `${subject}\n\n${link}\n`,
    });
  }
}
