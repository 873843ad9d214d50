import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import type { AuthUser } from '../../shared/auth';
import { alertsConfig } from '../../shared/config';
import { Database } from '../../shared/database';
import { DomainException } from '../../shared/errors';
import { CatalogDirectory } from '../analyzer';
import { AlertLimits } from './alert-limits.service';
import { AlertsError } from './alerts.errors';
import { WatchListResponse, WatchResponse } from './dto/watch.dto';
import { Watch } from './entities/watch.entity';
import { WatchesRepository } from './watches.repository';

const toWatchResponse = (watch: Watch, name: string | null): WatchResponse => ({
  id: watch.id,
  siren: watch.siren,
  name,
  createdAt: watch.createdAt.toISOString(),
});

/**
 * Watches (CONTRACT §7.4): a user follows a SIREN; its notices become visible and notified. A
 * deleted watch holds its place in the plan's limit for a while (issue 28), so a few places do not
 * rotate over the whole catalogue.
 */
@Injectable()
export class WatchesService {
  private readonly cooldownSeconds: number;

  constructor(
    private readonly db: Database,
    private readonly watches: WatchesRepository,
    private readonly limits: AlertLimits,
    private readonly catalog: CatalogDirectory,
    @Inject(alertsConfig.KEY) config: ConfigType<typeof alertsConfig>,
  ) {
    this.cooldownSeconds = config.watchSlotCooldownSeconds;
  }

  /** 409 when already watched, 403 past the plan's watches (places held by deletions count). */
  async create(user: AuthUser, siren: string): Promise<WatchResponse> {
    const watch = await this.db.transaction(async (tx) => {
      await this.limits.lock(tx, user);
      const added = await this.watches.insert(user.id, siren, tx);
      if (!added) throw new DomainException(AlertsError.WatchExists);
      const slots = await this.watches.slotsTakenBy(user.id, this.cooldownSeconds, tx);
      await this.limits.assertWithin(user, 'watches', slots.taken, {
        error: AlertsError.WatchLimitReached,
        limit: { freesAt: slots.nextFreeAt?.toISOString() ?? null },
      });
      return added;
    });
    const names = await this.catalog.companyNamesOf([siren]);
    return toWatchResponse(watch, names.get(siren) ?? null);
  }

  /** Each watch with its company's name, status and newest notice; the places deletions hold. */
  async list(user: AuthUser): Promise<WatchListResponse> {
    const [watches, held] = await Promise.all([
      this.watches.listOf(user.id),
      this.watches.heldSlotsOf(user.id, this.cooldownSeconds),
    ]);
    const companies = await this.catalog.companiesOf(watches.map((watch) => watch.siren));
    return {
      watches: watches.map((watch) => {
        const company = companies.get(watch.siren);
        return {
          ...toWatchResponse(watch, company?.name ?? null),
          status: company?.status ?? { code: 'active', since: null, annonceId: null },
          lastNotice: company?.lastNotice ?? null,
        };
      }),
      releasedSlots: held.map((freesAt) => ({ freesAt: freesAt.toISOString() })),
    };
  }

  /** Another user's watch is "not found", like one that does not exist. */
  async delete(user: AuthUser, id: number): Promise<void> {
    if (!(await this.watches.releaseOwned(id, user.id))) {
      throw new DomainException(AlertsError.WatchNotFound);
    }
    await this.watches.forgetFreedSlots(this.cooldownSeconds);
  }
}
