import { MailerService } from '@nestjs-modules/mailer';
import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../queue';
import { MailMessage } from './mail-message';

/** Sends one queued e-mail; a failure is thrown so that the queue tries again later. */
@Injectable()
export class MailDeliveryHandler implements JobHandler<MailMessage> {
  private readonly logger = new Logger('MailDelivery');

  constructor(private readonly mailer: MailerService) {}

  async handle(message: MailMessage): Promise<void> {
    try {
      await this.mailer.sendMail(message);
    } catch (error) {
      this.logger.warn(
        `Could not send "${message.template}" e-mail (will retry): ${(error as Error).message}`,
      );
      throw error;
    }
  }
}
