import { Injectable } from '@nestjs/common';
import { AnalyzerCatalogService, AnalyzerRecordInput } from '../analyzer';
import { parseAnalyzerCsvRow } from './analyzer-csv-row.parser';
import { CsvJobRunner } from './csv-job.runner';
import { JobRun } from './entities/job-run.entity';
import { JobOutcome } from './job-lifecycle';

export interface AnalyzerIngestParams {
  filePath: string;
  targetUserId: number;
  batchSize: number;
  rowLimit: number | null;
}

/** An analyzer CSV into the catalogue, every record assigned to the target user. */
@Injectable()
export class AnalyzerIngestService {
  constructor(
    private readonly csv: CsvJobRunner,
    private readonly catalog: AnalyzerCatalogService,
  ) {}

  run(run: JobRun): Promise<JobOutcome> {
    const params = run.params as unknown as AnalyzerIngestParams;
    return this.csv.run<AnalyzerRecordInput>({
      run,
      path: params.filePath,
      delimiter: 'auto',
      batchSize: params.batchSize,
      limit: params.rowLimit,
      parse: parseAnalyzerCsvRow,
      write: async (tx, records) =>
        (await this.catalog.upsertAndAssign(tx, records, params.targetUserId)).inserted,
    });
  }
}
