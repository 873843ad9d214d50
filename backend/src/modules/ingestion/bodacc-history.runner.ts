import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { syncConfig } from '../../shared/config';
import { AnalyzerCatalogService } from '../analyzer';
import { BodaccAnnouncementRepository } from './bodacc-announcement.repository';
import { BodaccImportService } from './bodacc-import.service';
import { BodaccPortalClient } from './bodacc-portal.client';
import { BodaccTransferService } from './bodacc-transfer.service';
import { JobCheckpoint, JobRun } from './entities/job-run.entity';
import { HistoryMonth, monthsNewestFirst } from './history-months';
import { JobEventsPublisher } from './job-events.publisher';
import { JobOutcome } from './job-lifecycle';
import { JobMessages } from './job-messages';
import { JobRunRepository } from './job-run.repository';
import { JobStopFlags } from './job-stop-flags';
import { logPortalRetries } from './portal-retry-log';

type HistoryRun = JobRun<'bodacc_history'>;

/** The month's position: where it left its import (line) or its transfer (lastId). */
const isTransferring = (checkpoint: JobCheckpoint) => checkpoint.lastId !== undefined;

/**
 * One history run (CONTRACT §8.1): the portal's export month by month, newest first, each month
 * downloaded, imported and transferred as the sync does a day, without notifying anyone. The
 * checkpoint names the month in progress: a run picked up again (a crash, a resume after a pause)
 * redoes at most that month, from its batch checkpoint when its export is still on disk.
 */
@Injectable()
export class BodaccHistoryRunner {
  constructor(
    @Inject(syncConfig.KEY) private readonly config: ConfigType<typeof syncConfig>,
    private readonly portal: BodaccPortalClient,
    private readonly importer: BodaccImportService,
    private readonly announcements: BodaccAnnouncementRepository,
    private readonly transferrer: BodaccTransferService,
    private readonly catalog: AnalyzerCatalogService,
    private readonly runs: JobRunRepository,
    private readonly events: JobEventsPublisher,
    private readonly stopFlags: JobStopFlags,
  ) {}

  async run(run: HistoryRun): Promise<JobOutcome> {
    const { from, through } = run.params;
    const months = monthsNewestFirst(from, through);
    const start = run.checkpoint ?? {};
    let rowsDone = start.rowsDone ?? 0;
    for (let index = start.monthsDone ?? 0; index < months.length; index += 1) {
      // Paused between two months: the next run starts with the month after the last one done.
      if (await this.stopFlags.isRequested(run.id)) return this.paused(run.id);
      const month = months[index];
      const isResumed = start.month === month.month;
      const current = isResumed ? run : await this.startMonth(run, month, index, rowsDone);
      const outcome = await this.loadMonth(current, month);
      if (outcome.state === 'stopped') return outcome;
      // The month is in the catalogue: its raw copy would only double its bytes on disk.
      await this.announcements.deletePublished({ from: month.first, through: month.last });
      const loaded = (await this.runs.findById(run.id))!.checkpoint?.monthRows ?? 0;
      if (loaded > 0) {
        // Not left to autovacuum, which may be off or late: the next month plans on this one.
        await this.announcements.reclaimDeleted();
        await this.catalog.tidyAfterBulkWrite();
      }
      rowsDone += loaded;
      await this.events.log(
        run.id,
        'info',
        JobMessages.historyMonthDone(month.month, loaded, index + 1, months.length),
      );
      await this.runs.resetCounters(run.id, { monthsDone: index + 1, rowsDone });
      await rm(this.exportFile(month), { force: true });
    }
    if (rowsDone > 0) await this.packIndexes(run.id);
    return months.length
      ? {
          state: 'completed',
          message: JobMessages.historyCompleted(months.length, rowsDone, from, through),
        }
      : { state: 'completed', message: JobMessages.historyEmpty(from, through) };
  }

  /** The history's months are in: the indexes its writes left half full are rebuilt packed. */
  private async packIndexes(runId: string): Promise<void> {
    const { before, after } = await this.catalog.packIndexes();
    const megabytes = (bytes: number) => Math.round(bytes / 1e6);
    await this.events.log(
      runId,
      'info',
      JobMessages.historyIndexesPacked(megabytes(before), megabytes(after)),
    );
  }

  private async paused(runId: string): Promise<JobOutcome> {
    const { processed, inserted, skipped } = (await this.runs.findById(runId))!;
    return { state: 'stopped', message: JobMessages.stopped({ processed, inserted, skipped }) };
  }

  /** A month from its start: counters from zero, the months before it in the checkpoint. */
  private async startMonth(
    run: HistoryRun,
    month: HistoryMonth,
    monthsDone: number,
    rowsDone: number,
  ): Promise<HistoryRun> {
    const checkpoint = { month: month.month, monthsDone, rowsDone };
    await this.runs.resetCounters(run.id, checkpoint);
    return { ...run, processed: 0, inserted: 0, skipped: 0, checkpoint };
  }

  private async loadMonth(run: HistoryRun, month: HistoryMonth): Promise<JobOutcome> {
    const checkpoint = run.checkpoint!;
    let transferRun = run;
    if (!isTransferring(checkpoint)) {
      const imported = await this.downloadAndImport(run, month);
      if (imported.state === 'stopped') return imported;
      const { processed, skipped } = (await this.runs.findById(run.id))!;
      const transferring = {
        ...checkpoint,
        line: undefined,
        lastId: '',
        monthRows: processed - skipped,
      };
      await this.runs.resetCounters(run.id, transferring);
      transferRun = { ...run, processed: 0, inserted: 0, skipped: 0, checkpoint: transferring };
    }
    return this.transferrer.transfer(transferRun, {
      batchSize: run.params.batchSize,
      assignTo: null,
      publishedFrom: month.first,
      publishedThrough: month.last,
      announce: false,
    });
  }

  private async downloadAndImport(run: HistoryRun, month: HistoryMonth): Promise<JobOutcome> {
    const file = this.exportFile(month);
    let importRun = run;
    if (!existsSync(file)) {
      if (run.checkpoint?.line !== undefined) {
        // The lines imported so far came from a file that is gone: the month's import starts over.
        importRun = await this.startMonth(
          run,
          month,
          run.checkpoint.monthsDone ?? 0,
          run.checkpoint.rowsDone ?? 0,
        );
      }
      await this.events.log(run.id, 'info', JobMessages.historyAsking(month.month));
      const { bytes } = await this.portal.downloadExport(
        { from: month.first, through: month.last },
        file,
        logPortalRetries(this.events, run.id),
      );
      await this.events.log(run.id, 'info', JobMessages.syncDownloaded(bytes));
    }
    return this.importer.importFile(importRun, {
      filePath: file,
      batchSize: run.params.batchSize,
      rowLimit: null,
    });
  }

  /** Named by the month's days, so that a resumed run finds the export it left. */
  private exportFile(month: HistoryMonth): string {
    return join(this.config.historyDir, `${month.first}_${month.last}.csv`);
  }
}
