import { Injectable } from '@nestjs/common';
import { defineJob, JobHandler } from '../../shared/queue';
import { AccountLinkMailer } from './account-link-mailer';
import type { AccountMailLanguage } from './screen-language';
import { UserRepository } from './user.repository';

/**
 * "Send me a link" for an address that may have no account. The request only queues this and
 * answers, the same work for every address (issue 13, finding 6: no timing difference); the
 * account is looked up and the link made here.
 */
export interface AccountEmailRequest {
  kind: 'verification' | 'password-reset';
  email: string;
  /** The screen's language; absent from the requests queued before it was carried (French). */
  language?: AccountMailLanguage;
}

@Injectable()
export class AccountEmailRequestHandler implements JobHandler<AccountEmailRequest> {
  constructor(
    private readonly users: UserRepository,
    private readonly links: AccountLinkMailer,
  ) {}

  async handle({ kind, email, language = 'fr' }: AccountEmailRequest): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    if (kind === 'password-reset') await this.links.sendPasswordReset(user, language);
    else if (!user.isVerified) await this.links.sendVerification(user, language);
  }
}

export const ACCOUNT_EMAIL_REQUEST_JOB = defineJob<AccountEmailRequest>({
  queue: 'account-email-request',
  handler: AccountEmailRequestHandler,
  // The job data is an e-mail address someone typed: not shown on the job board.
  isOnJobBoard: false,
  isOnHealthPage: true,
  retry: { attempts: 5, delayMs: (attemptsMade) => 1000 * 2 ** (attemptsMade - 1) },
});

export const IDENTITY_JOBS = [ACCOUNT_EMAIL_REQUEST_JOB];
