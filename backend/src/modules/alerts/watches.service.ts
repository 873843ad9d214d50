import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth';
import { Database } from '../../shared/database';
import { DomainException } from '../../shared/errors';
import { CatalogDirectory } from '../analyzer';
import { AlertLimits } from './alert-limits.service';
import { AlertsError } from './alerts.errors';
import { WatchListItemResponse, WatchResponse } from './dto/watch.dto';
import { Watch } from './entities/watch.entity';
import { WatchesRepository } from './watches.repository';

const toWatchResponse = (watch: Watch, name: string | null): WatchResponse => ({
  id: watch.id,
  siren: watch.siren,
  name,
  createdAt: watch.createdAt.toISOString(),
});

/** Watches (CONTRACT §7.4): a user follows a SIREN; its notices become visible and notified. */
@Injectable()
export class WatchesService {
  constructor(
    private readonly db: Database,
    private readonly watches: WatchesRepository,
    private readonly limits: AlertLimits,
    private readonly catalog: CatalogDirectory,
  ) {}

  /** 409 when already watched, 403 past the plan's watches. */
  async create(user: AuthUser, siren: string): Promise<WatchResponse> {
    const watch = await this.db.transaction(async (tx) => {
      await this.limits.lock(tx, user);
      const added = await this.watches.insert(user.id, siren, tx);
      if (!added) throw new DomainException(AlertsError.WatchExists);
      await this.limits.assertWithin(user, 'watches', await this.watches.countOf(user.id, tx));
      return added;
    });
    const names = await this.catalog.companyNamesOf([siren]);
    return toWatchResponse(watch, names.get(siren) ?? null);
  }

  /** Each watch with its company's name, status and newest notice in the catalogue. */
  async list(user: AuthUser): Promise<WatchListItemResponse[]> {
    const watches = await this.watches.listOf(user.id);
    const companies = await this.catalog.companiesOf(watches.map((watch) => watch.siren));
    return watches.map((watch) => {
      const company = companies.get(watch.siren);
      return {
        ...toWatchResponse(watch, company?.name ?? null),
        status: company?.status ?? { code: 'active', since: null, annonceId: null },
        lastNotice: company?.lastNotice ?? null,
      };
    });
  }

  /** Another user's watch is "not found", like one that does not exist. */
  async delete(user: AuthUser, id: number): Promise<void> {
    if (!(await this.watches.deleteOwned(id, user.id))) {
      throw new DomainException(AlertsError.WatchNotFound);
    }
  }
}
