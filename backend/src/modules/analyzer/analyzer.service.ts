import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth';
import { DomainException } from '../../shared/errors';
import { ConsultationCost, UsageMeteringService } from '../billing';
import { AccessGrantsService } from './access-grants.service';
import { AnalyzerError } from './analyzer.errors';
import { AnalyzerRepository } from './analyzer.repository';
import {
  AnalyzerRecordSummaryView,
  AnalyzerRecordView,
  toRecordSummaryView,
  toRecordView,
} from './analyzer-record.view';
import { FavoriteStatusReader } from './favorite-status.reader';
import { recordFiltersOf } from './search-filters';
import { SearchRecordsQuery } from './dto/search-records.query';

export interface RecordPage {
  data: AnalyzerRecordSummaryView[];
  meta: {
    page: number;
    limit: number;
    total: number;
    totalPages: number;
    /** False past 10,000 matches: the total is then a lower bound. */
    totalIsExact: boolean;
    hiddenInactive: number;
    hiddenInactiveIsExact: boolean;
  };
}

@Injectable()
export class AnalyzerService {
  constructor(
    private readonly records: AnalyzerRepository,
    private readonly usage: UsageMeteringService,
    private readonly favorites: FavoriteStatusReader,
    private readonly grants: AccessGrantsService,
  ) {}

  /** Users see what is assigned or granted to them, admins all; inactive companies on request. */
  async search(user: AuthUser, query: SearchRecordsQuery): Promise<RecordPage> {
    const filters = recordFiltersOf(query);
    const { page, limit } = query;
    const found = await this.records.findPageVisibleTo(
      {
        ...filters,
        visibleTo: await this.grants.viewerOf(user),
        offset: (page - 1) * limit,
        limit,
      },
      user.id,
    );
    const { records, total, totalIsExact, hiddenInactive, hiddenInactiveIsExact } = found;
    return {
      data: records.map(({ favoriteId, ...record }) => toRecordSummaryView(record, favoriteId)),
      meta: {
        page,
        limit,
        total,
        totalPages: Math.ceil(total / limit),
        totalIsExact,
        hiddenInactive,
        hiddenInactiveIsExact,
      },
    };
  }

  /** What opening a record the user sees would cost now (opening it is what charges). */
  async openingCost(user: AuthUser, id: number): Promise<ConsultationCost> {
    const record = await this.records.findOneVisibleTo(id, await this.grants.viewerOf(user));
    if (!record) throw new DomainException(AnalyzerError.RecordNotFound);
    return this.usage.consultationCost(user, record.id);
  }

  /**
   * A record the user may not see is "not found", like one that does not exist. Opening a visible
   * one is metered (CONTRACT §4.5) and answers 402 when it would cost credits the user lacks.
   */
  async findOne(user: AuthUser, id: number): Promise<AnalyzerRecordView> {
    const record = await this.records.findOneVisibleTo(id, await this.grants.viewerOf(user));
    if (!record) throw new DomainException(AnalyzerError.RecordNotFound);
    await this.usage.consultRecord(user, {
      id: record.id,
      companyName: record.nomComplet,
      siren: record.siren,
    });
    const favoriteIds = await this.favorites.favoritesOf(user.id, [record.id]);
    return toRecordView(record, favoriteIds.get(record.id) ?? null);
  }
}
