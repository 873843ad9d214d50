import { Injectable } from '@nestjs/common';
import type { JobFailure } from '../../shared/queue';
import { AnalyzerCatalogService, AnalyzerRecordInput } from '../analyzer';
import { parseAnalyzerCsvRow } from './analyzer-csv-row.parser';
import { isBodaccExportHeader } from './bodacc-columns';
import { CsvJobRunner } from './csv-job.runner';
import { JobRun } from './entities/job-run.entity';
import type { DataJobData } from './data-jobs';
import { JobLifecycle, JobOutcome } from './job-lifecycle';
import { JobMessageError, JobMessages } from './job-messages';

/** An analyzer CSV into the catalogue, every record assigned to the target user. */
@Injectable()
export class AnalyzerIngestService {
  constructor(
    private readonly csv: CsvJobRunner,
    private readonly catalog: AnalyzerCatalogService,
    private readonly lifecycle: JobLifecycle,
  ) {}

  handle({ processId }: DataJobData): Promise<void> {
    return this.lifecycle.execute(processId, 'analyzer_ingest', (run) => this.run(run));
  }

  onFailed({ processId }: DataJobData, failure: JobFailure): Promise<void> {
    return this.lifecycle.abandon(processId, failure);
  }

  run(run: JobRun<'analyzer_ingest'>): Promise<JobOutcome> {
    const { params } = run;
    return this.csv.run<AnalyzerRecordInput>({
      run,
      path: params.filePath,
      delimiter: 'auto',
      jsonColumns: ['details_annonce_json'],
      batchSize: params.batchSize,
      rowLimit: params.rowLimit,
      // Checked at the start too; a file replaced since then is refused here.
      checkHeader: (columns) => {
        if (isBodaccExportHeader(columns)) throw new JobMessageError(JobMessages.bodaccExport());
      },
      parse: parseAnalyzerCsvRow,
      write: async (tx, records) =>
        (await this.catalog.upsertAndAssign(tx, records, params.targetUserId, run.id)).inserted,
    });
  }
}
