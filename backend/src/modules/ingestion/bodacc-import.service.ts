import { Injectable } from '@nestjs/common';
import type { JobFailure } from '../../shared/queue';
import {
  BodaccAnnouncementRepository,
  BodaccCopyRow,
  toCopyRow,
} from './bodacc-announcement.repository';
import { BODACC_DELIMITER, BODACC_JSON_COLUMNS } from './bodacc-columns';
import { parseBodaccRecord } from './bodacc-row.parser';
import { CsvJobRunner } from './csv-job.runner';
import { JobRun } from './entities/job-run.entity';
import type { DataJobData, JobParamsByKind } from './data-jobs';
import { JobLifecycle, JobOutcome } from './job-lifecycle';

/** The BODACC export (';', quoted JSON columns) into bodacc_announcements. */
@Injectable()
export class BodaccImportService {
  constructor(
    private readonly csv: CsvJobRunner,
    private readonly announcements: BodaccAnnouncementRepository,
    private readonly lifecycle: JobLifecycle,
  ) {}

  handle({ processId }: DataJobData): Promise<void> {
    return this.lifecycle.execute(processId, 'bodacc_import', (run) => this.run(run));
  }

  onFailed({ processId }: DataJobData, failure: JobFailure): Promise<void> {
    return this.lifecycle.abandon(processId, failure);
  }

  run(run: JobRun<'bodacc_import'>): Promise<JobOutcome> {
    return this.importFile(run, run.params);
  }

  /** Imports this file with the counters and checkpoint of any run (the sync's too). */
  importFile(run: JobRun, file: JobParamsByKind['bodacc_import']): Promise<JobOutcome> {
    return this.csv.run<BodaccCopyRow>({
      run,
      path: file.filePath,
      delimiter: BODACC_DELIMITER,
      jsonColumns: BODACC_JSON_COLUMNS,
      batchSize: file.batchSize,
      rowLimit: file.rowLimit,
      parse: (values, jsonNodes) => {
        const parsed = parseBodaccRecord(values, jsonNodes);
        return parsed.error === undefined ? { item: toCopyRow(parsed.row) } : parsed;
      },
      write: (tx, rows) => this.announcements.upsertBatch(tx, rows),
    });
  }
}
