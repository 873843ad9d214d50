import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { QueueEvents } from 'bullmq';
import { JobQueues } from '../../shared/queue';
import { CompanyIdentityClient } from './company-identity.client';
import { COMPANY_IDENTITY_JOB, companyIdentityJobId } from './company-identity.job';
import { identityView, isStillKept } from './company-identity.mapping';
import { CompanyIdentityRepository } from './company-identity.repository';
import type { CompanyIdentityResponse } from './dto/company-identity.response';

/**
 * The longest a company page waits for the register: long enough for the first view to show the
 * identity (the API answers in well under a second), short enough to never hold a page.
 */
export const IDENTITY_WAIT_MS = 1500;

/** Resolves after `ms` whatever `work` does; `work`'s own outcome is then ignored. */
async function atMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([work.catch(() => undefined), elapsed]).finally(() => clearTimeout(timer));
}

/**
 * A company's identity from the Sirene register (CONTRACT §8.3), kept 7 days and asked for
 * through the identity queue, whose workers stay within the API's rate. Not metered.
 */
@Injectable()
export class CompanyIdentityService implements OnModuleDestroy {
  private readonly logger = new Logger(CompanyIdentityService.name);
  private events?: QueueEvents;

  constructor(
    private readonly identities: CompanyIdentityRepository,
    private readonly client: CompanyIdentityClient,
    private readonly queues: JobQueues,
  ) {}

  /**
   * The kept identity; when there is none or it is older than 7 days, the register is asked and
   * waited for at most IDENTITY_WAIT_MS, the older one answering when it cannot be had. Null:
   * the register has no such company, or cannot be asked.
   */
  async identityOf(siren: string): Promise<CompanyIdentityResponse | null> {
    if (!this.client.isEnabled()) return null;
    try {
      return await this.keptOrFetched(siren);
    } catch (error) {
      this.logger.warn(`Identity of ${siren} unavailable: ${(error as Error).message}`);
      return null;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.events?.close();
  }

  private async keptOrFetched(siren: string): Promise<CompanyIdentityResponse | null> {
    const kept = await this.identities.findBySiren(siren);
    if (kept && isStillKept(kept)) return identityView(kept);
    // The first view waits (bounded, even while Redis is unreachable) rather than answering a
    // "pending" null: it shows the identity; a slower answer is kept for the next view.
    await atMost(this.fetch(siren), IDENTITY_WAIT_MS);
    const fetched = await this.identities.findBySiren(siren);
    return fetched ? identityView(fetched) : null;
  }

  /** Queues the SIREN's fetch (or joins the one queued) and waits for it to finish. */
  private async fetch(siren: string): Promise<void> {
    try {
      const job = await this.queues.add(
        COMPANY_IDENTITY_JOB,
        { siren },
        { jobId: companyIdentityJobId(siren), removeOnComplete: true, removeOnFail: true },
      );
      this.events ??= this.queues.eventsOf(COMPANY_IDENTITY_JOB);
      await job.waitUntilFinished(this.events, IDENTITY_WAIT_MS);
    } catch (error) {
      // Failed, removed before it was waited for, or still running: the table tells.
      this.logger.debug(`Identity of ${siren}: ${(error as Error).message}`);
    }
  }
}
