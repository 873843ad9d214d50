import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AnalyzerCatalogService } from '../analyzer';
import { BodaccImportService } from './bodacc-import.service';
import { BodaccTransferService } from './bodacc-transfer.service';
import { JobKind, JobRun } from './entities/job-run.entity';
import { JobParamsByKind } from './data-jobs';
import { JobLifecycle, JobOutcome } from './job-lifecycle';
import { JobRunRepository } from './job-run.repository';

/**
 * First start: imports a BODACC file and transfers it to the catalogue for one user, in this
 * process (no worker needed), through the same job code as the admin screens.
 */
@Injectable()
export class DemoDataSeeder {
  constructor(
    private readonly catalog: AnalyzerCatalogService,
    private readonly runs: JobRunRepository,
    private readonly lifecycle: JobLifecycle,
    private readonly importer: BodaccImportService,
    private readonly transfer: BodaccTransferService,
  ) {}

  /** Does nothing when the catalogue already holds records; returns the number of records. */
  async seedOnce(
    bodaccCsvPath: string,
    assignTo: number,
  ): Promise<{ seeded: boolean; records: number }> {
    if ((await this.catalog.countRecords()) > 0) {
      return { seeded: false, records: await this.catalog.countRecords() };
    }
    await this.runNow(
      'bodacc_import',
      { filePath: bodaccCsvPath, batchSize: 1000, rowLimit: null },
      (run) => this.importer.run(run),
    );
    await this.runNow('bodacc_transfer', { batchSize: 1000, assignTo }, (run) =>
      this.transfer.run(run),
    );
    return { seeded: true, records: await this.catalog.countRecords() };
  }

  private async runNow<K extends JobKind>(
    kind: K,
    params: JobParamsByKind[K],
    body: (run: JobRun<K>) => Promise<JobOutcome>,
  ): Promise<void> {
    const id = randomUUID();
    await this.runs.create({
      id,
      kind,
      params: { ...params, source: 'seed', resumedFrom: null },
      requestedBy: null,
      checkpoint: null,
    });
    await this.lifecycle.execute(id, kind, body);
    const run = await this.runs.findById(id);
    if (run?.state !== 'completed') throw new Error(`${kind} ended ${run?.state}: ${run?.message}`);
  }
}
