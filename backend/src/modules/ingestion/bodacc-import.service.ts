import { Injectable } from '@nestjs/common';
import {
  BodaccAnnouncementRepository,
  BodaccCopyRow,
  toCopyRow,
} from './bodacc-announcement.repository';
import { parseBodaccRecord } from './bodacc-row.parser';
import { CsvJobRunner } from './csv-job.runner';
import { JobRun } from './entities/job-run.entity';
import { JobOutcome } from './job-lifecycle';

export interface BodaccImportParams {
  filePath: string;
  batchSize: number;
  limit: number | null;
}

/** The BODACC export (';', quoted JSON columns) into bodacc_announcements. */
@Injectable()
export class BodaccImportService {
  constructor(
    private readonly csv: CsvJobRunner,
    private readonly announcements: BodaccAnnouncementRepository,
  ) {}

  run(run: JobRun): Promise<JobOutcome> {
    const params = run.params as unknown as BodaccImportParams;
    return this.csv.run<BodaccCopyRow>({
      run,
      path: params.filePath,
      delimiter: ';',
      batchSize: params.batchSize,
      limit: params.limit,
      parse: (values) => {
        const parsed = parseBodaccRecord(values);
        return parsed.error === undefined ? { item: toCopyRow(parsed.row) } : parsed;
      },
      write: (tx, rows) => this.announcements.upsertBatch(tx, rows),
    });
  }
}
