import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { Readable } from 'node:stream';
import type { AuthUser } from '../../shared/auth';
import { exportConfig } from '../../shared/config';
import { ExportDatabase, ExportSession } from '../../shared/database';
import { DomainException } from '../../shared/errors';
import { AccessGrantsService } from './access-grants.service';
import {
  EXPORT_HEADER,
  EXPORT_ROW_CAP,
  ExportCell,
  exportRowOf,
  TRUNCATION_NOTE,
} from './analyzer-export.columns';
import { AnalyzerExportRepository } from './analyzer-export.repository';
import { AnalyzerError } from './analyzer.errors';
import { ExportFormat, ExportRecordsQuery } from './dto/export-records.query';
import { csvFile, xlsxFile } from './export-files';
import { recordFiltersOf } from './search-filters';

const BATCH = 1_000;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface RecordsExport {
  fileName: string;
  contentType: string;
  /** True when the matches go past EXPORT_ROW_CAP and the file stops there. */
  isTruncated: boolean;
  stream: Readable;
}

/**
 * The export of a search (CONTRACT §7.6): the user's visible matches, newest first; not metered.
 * Read on a session of the export pool, one of the account's EXPORT_MAX_PER_ACCOUNT (an API key
 * acts as its owner), for as long as the file's stream lives.
 */
@Injectable()
export class AnalyzerExportService {
  constructor(
    private readonly records: AnalyzerExportRepository,
    private readonly grants: AccessGrantsService,
    private readonly exportDatabase: ExportDatabase,
    @Inject(exportConfig.KEY) private readonly limits: ConfigType<typeof exportConfig>,
  ) {}

  async export(
    user: AuthUser,
    query: ExportRecordsQuery,
    now = new Date(),
  ): Promise<RecordsExport> {
    const filters = { ...recordFiltersOf(query), visibleTo: await this.grants.viewerOf(user) };
    const session = await this.openSession(user);
    try {
      // Known before the first byte, so the response header can say it too.
      const isTruncated = await this.records.matchesMoreThan(session, filters, EXPORT_ROW_CAP);
      const batches = this.rows(
        this.records.summariesNewestFirst(session, filters, EXPORT_ROW_CAP, BATCH),
      );
      const table = { header: EXPORT_HEADER, batches, note: isTruncated ? TRUNCATION_NOTE : null };
      const { format } = query;
      const stream = format === 'xlsx' ? xlsxFile(table, 'Annonces') : csvFile(table);
      // However the file ends (read to the end, a reader gone, an error), the session ends too,
      // even when its rows were never asked for.
      stream.once('close', () => void session.close());
      return {
        fileName: `bodacc-export-${now.toISOString().slice(0, 10)}.${format}`,
        contentType: CONTENT_TYPES[format],
        isTruncated,
        stream,
      };
    } catch (error) {
      await session.close();
      throw error;
    }
  }

  private async openSession(user: AuthUser): Promise<ExportSession> {
    const opened = await this.exportDatabase.open(user.id);
    if (opened === 'pool-full') throw new DomainException(AnalyzerError.ExportCapacityReached);
    if (opened === 'owner-limit') {
      throw new DomainException(AnalyzerError.ExportLimitReached, {
        limit: this.limits.maxPerAccount,
      });
    }
    return opened;
  }

  private async *rows(
    batches: AsyncIterable<Parameters<typeof exportRowOf>[0][]>,
  ): AsyncGenerator<ExportCell[][]> {
    for await (const batch of batches) yield batch.map(exportRowOf);
  }
}
