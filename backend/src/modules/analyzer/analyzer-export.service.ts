import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import type { AuthUser } from '../../shared/auth';
import { AccessGrantsService } from './access-grants.service';
import {
  EXPORT_HEADER,
  EXPORT_ROW_CAP,
  ExportCell,
  exportRowOf,
  TRUNCATION_NOTE,
} from './analyzer-export.columns';
import { AnalyzerRepository } from './analyzer.repository';
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

/** The export of a search (CONTRACT §7.6): the user's visible matches, newest first; not metered. */
@Injectable()
export class AnalyzerExportService {
  constructor(
    private readonly records: AnalyzerRepository,
    private readonly grants: AccessGrantsService,
  ) {}

  async export(
    user: AuthUser,
    query: ExportRecordsQuery,
    now = new Date(),
  ): Promise<RecordsExport> {
    const filters = { ...recordFiltersOf(query), visibleTo: await this.grants.viewerOf(user) };
    // Known before the first byte, so the response header can say it too.
    const isTruncated = await this.records.matchesMoreThan(filters, EXPORT_ROW_CAP);
    const batches = this.rows(this.records.summariesNewestFirst(filters, EXPORT_ROW_CAP, BATCH));
    const table = {
      header: EXPORT_HEADER,
      batches,
      note: isTruncated ? TRUNCATION_NOTE : null,
    };
    const { format } = query;
    return {
      fileName: `bodacc-export-${now.toISOString().slice(0, 10)}.${format}`,
      contentType: CONTENT_TYPES[format],
      isTruncated,
      stream: format === 'xlsx' ? xlsxFile(table, 'Annonces') : csvFile(table),
    };
  }

  private async *rows(
    batches: AsyncIterable<Parameters<typeof exportRowOf>[0][]>,
  ): AsyncGenerator<ExportCell[][]> {
    for await (const batch of batches) yield batch.map(exportRowOf);
  }
}
