import { Injectable } from '@nestjs/common';
import { JobQueues } from '../queue';
import { MAIL_JOB } from './mail.job';
import { MailMessage } from './mail-message';

const WEEK_SECONDS = 7 * 24 * 3600;

/** Puts an e-mail in the mail queue: the caller answers at once, the queue sends and retries. */
@Injectable()
export class MailOutbox {
  constructor(private readonly queues: JobQueues) {}

  async send(message: MailMessage): Promise<void> {
    // A sent e-mail's links do not stay in Redis; a failed one is kept a week for diagnosis.
    await this.queues.add(MAIL_JOB, message, {
      removeOnComplete: true,
      removeOnFail: { age: WEEK_SECONDS },
    });
  }
}
