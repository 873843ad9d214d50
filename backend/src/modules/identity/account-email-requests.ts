import { Injectable } from '@nestjs/common';
import { JobQueues } from '../../shared/queue';
import { ACCOUNT_EMAIL_REQUEST_JOB, AccountEmailRequest } from './account-email-request.job';
import type { AccountMailLanguage } from './screen-language';

/** Queues a link request; whether the address has an account is settled by the job. */
@Injectable()
export class AccountEmailRequests {
  constructor(private readonly queues: JobQueues) {}

  async request(
    kind: AccountEmailRequest['kind'],
    email: string,
    language: AccountMailLanguage,
  ): Promise<void> {
    await this.queues.add(
      ACCOUNT_EMAIL_REQUEST_JOB,
      { kind, email, language },
      { removeOnComplete: true, removeOnFail: { age: 24 * 3600 } },
    );
  }
}
