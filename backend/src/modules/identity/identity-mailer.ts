import { MailerService } from '@nestjs-modules/mailer';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { appConfig } from '../../shared/config';

interface Recipient {
  email: string;
  fullName: string;
}

/** The account e-mails, in French. A failed send is logged; the user can ask again. */
@Injectable()
export class IdentityMailer {
  private readonly logger = new Logger(IdentityMailer.name);

  constructor(
    private readonly mailer: MailerService,
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

  private async send(
    to: Recipient,
    subject: string,
    template: string,
    path: string,
  ): Promise<void> {
    const link = `${this.app.appUrl}${path}`;
    try {
      await this.mailer.sendMail({
        to: to.email,
        subject,
        template,
        context: { fullName: to.fullName, link },
        text: `${subject}\n\n${link}\n`,
      });
    } catch (error) {
      this.logger.error(
        `Could not send "${template}" e-mail to ${to.email}: ${(error as Error).message}`,
      );
    }
  }
}
