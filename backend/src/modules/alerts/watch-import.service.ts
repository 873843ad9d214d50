import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { rm } from 'node:fs/promises';
import type { AuthUser } from '../../shared/auth';
import { alertsConfig } from '../../shared/config';
import { Database } from '../../shared/database';
import { DomainException } from '../../shared/errors';
import { AlertLimits } from './alert-limits.service';
import { AlertsError } from './alerts.errors';
import type { WatchImportResponse } from './dto/watch-import.dto';
import { portfolioFormatOf, PortfolioRow, portfolioRows } from './portfolio-import/portfolio-file';
import {
  PortfolioLines,
  portfolioLinesOf,
  TooManyLinesError,
} from './portfolio-import/portfolio-lines';
import { WatchesRepository } from './watches.repository';

async function* listRows(sirens: string[]): AsyncGenerator<PortfolioRow> {
  for (const [index, value] of sirens.entries()) yield { line: index + 1, cells: [value] };
}

/**
 * POST /api/watches/import (CONTRACT §8.4): a portfolio's companies watched at once, within the
 * plan's watch limit: what would pass it is listed, never silently dropped.
 */
@Injectable()
export class WatchImportService {
  private readonly cooldownSeconds: number;

  constructor(
    private readonly db: Database,
    private readonly watches: WatchesRepository,
    private readonly limits: AlertLimits,
    @Inject(alertsConfig.KEY) config: ConfigType<typeof alertsConfig>,
  ) {
    this.cooldownSeconds = config.watchSlotCooldownSeconds;
  }

  /** A file uploaded to `path` (removed once read), or a pasted list. */
  async import(
    user: AuthUser,
    source: { path: string } | { sirens: string[] },
  ): Promise<WatchImportResponse> {
    const lines = await this.read(source).finally(() =>
      'path' in source ? rm(source.path, { force: true }) : undefined,
    );
    return this.watchAll(user, lines);
  }

  private async read(source: { path: string } | { sirens: string[] }): Promise<PortfolioLines> {
    try {
      if ('sirens' in source) return await portfolioLinesOf(listRows(source.sirens));
      const format = await portfolioFormatOf(source.path);
      if (!format) throw new DomainException(AlertsError.ImportUnreadable);
      return await portfolioLinesOf(portfolioRows(source.path, format));
    } catch (error) {
      if (error instanceof TooManyLinesError) throw new DomainException(AlertsError.ImportTooLarge);
      if (error instanceof DomainException) throw error;
      // A workbook exceljs cannot open (a zip of something else, a damaged file).
      throw new DomainException(AlertsError.ImportUnreadable);
    }
  }

  private async watchAll(user: AuthUser, lines: PortfolioLines): Promise<WatchImportResponse> {
    return this.db.transaction(async (tx) => {
      await this.limits.lock(tx, user);
      const watched = new Set(
        await this.watches.watchedAmong(
          user.id,
          lines.companies.map((c) => c.siren),
          tx,
        ),
      );
      const fresh = lines.companies.filter((company) => !watched.has(company.siren));
      const { taken } = await this.watches.slotsTakenBy(user.id, this.cooldownSeconds, tx);
      const max = await this.limits.maxOf(user, 'watches');
      const room = max === null ? fresh.length : Math.max(0, max - taken);
      const added = await this.watches.insertMany(
        user.id,
        fresh.slice(0, room).map((company) => company.siren),
        tx,
      );
      return {
        added,
        alreadyWatched: lines.companies.length - fresh.length,
        duplicates: lines.duplicates,
        invalid: lines.invalid,
        overLimit: fresh.slice(room),
      };
    });
  }
}
