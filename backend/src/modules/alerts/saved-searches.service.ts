import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import type { AuthUser } from '../../shared/auth';
import { alertsConfig } from '../../shared/config';
import { Database, Transaction } from '../../shared/database';
import { DomainException } from '../../shared/errors';
import { claimQuotaPlace } from '../../shared/quota';
import { recordFiltersOf, SearchFilters } from '../analyzer';
import { AlertLimits } from './alert-limits.service';
import { AlertsError } from './alerts.errors';
import {
  CreateSavedSearchDto,
  SavedSearchResponse,
  UpdateSavedSearchDto,
} from './dto/saved-search.dto';
import { SavedSearchesRepository, SavedSearchRow } from './saved-searches.repository';

const toSavedSearchResponse = (row: SavedSearchRow): SavedSearchResponse => ({
  id: row.id,
  name: row.name,
  filters: row.filters,
  alert: row.alert,
  createdAt: row.createdAt.toISOString(),
});

/** The filters as validated, without those left empty: what the analyzer's URL would hold. */
const givenFilters = (filters: SearchFilters): SearchFilters =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as SearchFilters;

/**
 * Saved searches (CONTRACT §7.4): an analyzer search kept by name; with `alert`, its new matches
 * become notifications (alert-matching.statements.ts). Alerting ones count against the plan.
 */
@Injectable()
export class SavedSearchesService {
  constructor(
    private readonly db: Database,
    private readonly searches: SavedSearchesRepository,
    private readonly limits: AlertLimits,
    @Inject(alertsConfig.KEY) private readonly config: ConfigType<typeof alertsConfig>,
  ) {}

  /** 403 QUOTA_REACHED when the account keeps SAVED_SEARCHES_PER_ACCOUNT already, alerting or not. */
  async create(user: AuthUser, dto: CreateSavedSearchDto): Promise<SavedSearchResponse> {
    const filters = givenFilters(dto.filters);
    const columns = recordFiltersOf(filters);
    const quota = {
      resource: 'savedSearches' as const,
      userId: user.id,
      max: this.config.savedSearchesPerAccount,
    };
    const row = await this.db.transaction(async (tx) => {
      await this.limits.lock(tx, user);
      await claimQuotaPlace(this.db, tx, quota, () => this.searches.countOf(user.id, tx));
      const saved = await this.searches.insert(
        user.id,
        { name: dto.name, filters, alert: dto.alert, columns },
        tx,
      );
      if (dto.alert) await this.assertAlertsWithinPlan(user, tx);
      return saved;
    });
    return toSavedSearchResponse(row);
  }

  async list(user: AuthUser): Promise<SavedSearchResponse[]> {
    return (await this.searches.listOf(user.id)).map(toSavedSearchResponse);
  }

  /** Renames it or turns its alert on or off; turning it on counts against the plan. */
  async update(
    user: AuthUser,
    id: number,
    dto: UpdateSavedSearchDto,
  ): Promise<SavedSearchResponse> {
    const row = await this.db.transaction(async (tx) => {
      await this.limits.lock(tx, user);
      const current = await this.searches.findOwnedForUpdate(id, user.id, tx);
      if (!current) throw new DomainException(AlertsError.SavedSearchNotFound);
      const updated = await this.searches.update(id, dto, tx);
      if (updated.alert && !current.alert) await this.assertAlertsWithinPlan(user, tx);
      return updated;
    });
    return toSavedSearchResponse(row);
  }

  /** Another user's saved search is "not found", like one that does not exist. */
  async delete(user: AuthUser, id: number): Promise<void> {
    if (!(await this.searches.deleteOwned(id, user.id))) {
      throw new DomainException(AlertsError.SavedSearchNotFound);
    }
  }

  private async assertAlertsWithinPlan(user: AuthUser, tx: Transaction): Promise<void> {
    const inUse = await this.searches.countAlertingOf(user.id, tx);
    await this.limits.assertWithin(user, 'savedSearchAlerts', inUse);
  }
}
