import { Injectable } from '@nestjs/common';
import { defineJob, JobHandler, JobPostponed } from '../../shared/queue';
import { CompanyIdentityClient } from './company-identity.client';
import { identityFieldsOf } from './company-identity.mapping';
import { CompanyIdentityRepository } from './company-identity.repository';
import { REGISTER_REQUESTS_PER_SECOND, RegisterRequestSlots } from './company-identity.slots';

export interface CompanyIdentityJob {
  siren: string;
}

/** Asks the register for one SIREN and keeps its answer, "no such company" included. */
@Injectable()
export class CompanyIdentityFetch implements JobHandler<CompanyIdentityJob> {
  constructor(
    private readonly client: CompanyIdentityClient,
    private readonly slots: RegisterRequestSlots,
    private readonly identities: CompanyIdentityRepository,
  ) {}

  async handle({ siren }: CompanyIdentityJob): Promise<void> {
    const slot = await this.slots.take();
    if ('waitMs' in slot) throw new JobPostponed(slot.waitMs);
    const company = await this.client
      .find(siren)
      .finally(() => this.slots.holdOneSecond(slot.lease));
    await this.identities.save(siren, company && identityFieldsOf(company));
  }
}

/** One job per SIREN at a time (BullMQ refuses a custom id that is a bare integer). */
export const companyIdentityJobId = (siren: string) => `siren-${siren}`;

export const COMPANY_IDENTITY_JOB = defineJob<CompanyIdentityJob>({
  queue: 'company-identity',
  handler: CompanyIdentityFetch,
  // One small job per company page: their count is on the health page, not each on the board.
  isOnJobBoard: false,
  isOnHealthPage: true,
  retry: { attempts: 2, delayMs: () => 1000 },
  // Starts no more jobs than the API takes; RegisterRequestSlots keeps its limit exactly.
  rateLimit: { max: REGISTER_REQUESTS_PER_SECOND, durationMs: 1000 },
  // A slow answer does not hold back the next request.
  concurrency: () => 7,
});

export const ANALYZER_JOBS = [COMPANY_IDENTITY_JOB];
