import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { syncConfig } from '../../shared/config';
import { dayInParis } from '../../shared/time';
import { BodaccAnnouncementRepository } from './bodacc-announcement.repository';
import { BodaccImportService } from './bodacc-import.service';
import { BodaccPortalClient } from './bodacc-portal.client';
import { BodaccSyncStateRepository } from './bodacc-sync-state.repository';
import { BodaccTransferService } from './bodacc-transfer.service';
import { JobRun } from './entities/job-run.entity';
import { JobEventsPublisher } from './job-events.publisher';
import { JobOutcome } from './job-lifecycle';
import { JobMessages } from './job-messages';
import { logPortalRetries } from './portal-retry-log';
import { JobCounters, JobRunRepository } from './job-run.repository';
import { syncedThroughAfter } from './sync-days';

/** The transfer's checkpoint names its last announcement: a run that has one is past its import. */
const isTransferring = (run: JobRun) => run.checkpoint?.lastId !== undefined;

const fromStart = <R extends JobRun>(run: R, checkpoint: R['checkpoint']): R => ({
  ...run,
  processed: 0,
  inserted: 0,
  skipped: 0,
  checkpoint,
});

/**
 * One sync run (CONTRACT §7.5): the portal's export of the notices published since the run's
 * first day, streamed to a file, then the manual jobs' import and transfer (same logs, events and
 * batch checkpoints, the transfer limited to those days), then the watermark. A run picked up
 * again after a crash imports its complete file again from its checkpoint instead of downloading
 * it again, or goes on with its transfer.
 */
@Injectable()
export class BodaccSyncRunner {
  constructor(
    @Inject(syncConfig.KEY) private readonly config: ConfigType<typeof syncConfig>,
    private readonly portal: BodaccPortalClient,
    private readonly importer: BodaccImportService,
    private readonly transferrer: BodaccTransferService,
    private readonly announcements: BodaccAnnouncementRepository,
    private readonly state: BodaccSyncStateRepository,
    private readonly runs: JobRunRepository,
    private readonly events: JobEventsPublisher,
  ) {}

  async run(run: JobRun<'bodacc_sync'>): Promise<JobOutcome> {
    const { fromDay, batchSize } = run.params;
    let transferRun = run;
    if (!isTransferring(run)) {
      const imported = await this.downloadAndImport(run);
      if (imported.state === 'stopped') return imported;
      await this.events.log(run.id, 'info', JobMessages.syncImported(await this.countersOf(run)));
      // The transfer counts from zero: the run's counters are what it added to the catalogue.
      transferRun = fromStart(run, { lastId: '' });
      await this.runs.resetCounters(run.id, transferRun.checkpoint);
    }
    const transferred = await this.transferrer.transfer(transferRun, {
      batchSize,
      assignTo: null,
      publishedFrom: fromDay,
    });
    if (transferred.state === 'stopped') return transferred;
    await rm(this.exportFile(run.id), { force: true });
    return this.advanceWatermark(run);
  }

  private async downloadAndImport(run: JobRun<'bodacc_sync'>): Promise<JobOutcome> {
    const { fromDay, batchSize } = run.params;
    const file = this.exportFile(run.id);
    let importRun = run;
    if (existsSync(file)) {
      await this.events.log(run.id, 'info', JobMessages.syncReusingDownload());
    } else {
      if (run.checkpoint) {
        // The file of the lines imported so far is gone: import the new one from its start.
        importRun = fromStart(run, null);
        await this.runs.resetCounters(run.id, null);
      }
      await this.removeOtherExports(run.id);
      await this.events.log(run.id, 'info', JobMessages.syncAsking(fromDay));
      const { bytes } = await this.portal.downloadExport(
        { from: fromDay },
        file,
        logPortalRetries(this.events, run.id),
      );
      await this.events.log(run.id, 'info', JobMessages.syncDownloaded(bytes));
    }
    return this.importer.importFile(importRun, { filePath: file, batchSize, rowLimit: null });
  }

  private async advanceWatermark(run: JobRun<'bodacc_sync'>): Promise<JobOutcome> {
    const { fromDay } = run.params;
    const counters = await this.countersOf(run);
    const latest = await this.announcements.latestPublishedSince(fromDay);
    const { syncedThrough } = await this.state.read();
    const through = syncedThroughAfter(syncedThrough, latest, dayInParis(new Date()));
    if (latest === null || through === null) {
      return { state: 'completed', message: JobMessages.syncCompletedEmpty(fromDay) };
    }
    const advanced = await this.state.advanceSyncedThrough(through);
    return { state: 'completed', message: JobMessages.syncCompleted(counters, advanced) };
  }

  private async countersOf(run: JobRun): Promise<JobCounters> {
    const saved = await this.runs.findById(run.id);
    return { processed: saved!.processed, inserted: saved!.inserted, skipped: saved!.skipped };
  }

  private exportFile(runId: string): string {
    return join(this.config.downloadDir, `${runId}.csv`);
  }

  /** The exports of earlier runs (a failed or stopped run keeps its file until then). */
  private async removeOtherExports(runId: string): Promise<void> {
    const names = await readdir(this.config.downloadDir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => !name.startsWith(runId))
        .map((name) => rm(join(this.config.downloadDir, name), { force: true })),
    );
  }
}
