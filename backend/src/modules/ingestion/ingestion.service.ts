import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../../shared/auth';
import { ingestionConfig } from '../../shared/config';
import { DomainException } from '../../shared/errors';
import { DataJobData, QueueName } from '../../shared/queue';
import { UserDirectory } from '../identity';
import { StartAnalyzerIngestDto } from './dto/start-analyzer-ingest.dto';
import { StartBodaccImportDto } from './dto/start-bodacc-import.dto';
import { StartTransferDto } from './dto/start-transfer.dto';
import { JobKind, JobRun } from './entities/job-run.entity';
import { ingestStatusView, jobRunView } from './job-run.view';
import { logView } from './job-events.publisher';
import { resolveIngestFile } from './ingest-path';
import { IngestionError } from './ingestion.errors';
import { JobRunRepository } from './job-run.repository';
import { JobStopFlags } from './job-stop-flags';

const QUEUE_OF: Record<JobKind, QueueName> = {
  analyzer_ingest: QueueName.AnalyzerIngest,
  bodacc_import: QueueName.BodaccImport,
  bodacc_transfer: QueueName.BodaccTransfer,
};

export interface UploadedCsv {
  path: string;
  originalname: string;
}

/** Admin use cases of the data jobs: start (enqueue), stop, and report. */
@Injectable()
export class IngestionService {
  private readonly queues: Record<QueueName, Queue<DataJobData>>;

  constructor(
    @Inject(ingestionConfig.KEY) private readonly config: ConfigType<typeof ingestionConfig>,
    @InjectQueue(QueueName.AnalyzerIngest) analyzerIngest: Queue<DataJobData>,
    @InjectQueue(QueueName.BodaccImport) bodaccImport: Queue<DataJobData>,
    @InjectQueue(QueueName.BodaccTransfer) bodaccTransfer: Queue<DataJobData>,
    private readonly runs: JobRunRepository,
    private readonly stopFlags: JobStopFlags,
    private readonly users: UserDirectory,
  ) {
    this.queues = {
      [QueueName.AnalyzerIngest]: analyzerIngest,
      [QueueName.BodaccImport]: bodaccImport,
      [QueueName.BodaccTransfer]: bodaccTransfer,
    };
  }

  startBodaccImport(admin: AuthUser, dto: StartBodaccImportDto) {
    const filePath = resolveIngestFile(
      this.config.ingestDir,
      dto.filePath ?? this.config.bodaccCsvPath,
    );
    return this.enqueue(admin, 'bodacc_import', filePath, dto.resume, {
      filePath,
      batchSize: dto.batchSize ?? 1000,
      limit: dto.limit ?? null,
    });
  }

  startTransfer(admin: AuthUser, dto: StartTransferDto) {
    return this.enqueue(admin, 'bodacc_transfer', 'bodacc_announcements', dto.resume, {
      batchSize: dto.batchSize ?? 1000,
      assignTo: admin.id,
    });
  }

  async startAnalyzerIngest(admin: AuthUser, dto: StartAnalyzerIngestDto, upload?: UploadedCsv) {
    if (!upload && !dto.csvFilePath) throw new DomainException(IngestionError.SourceRequired);
    if (!(await this.users.exists(dto.targetUserId))) {
      throw new DomainException(IngestionError.TargetUserNotFound);
    }
    const filePath = upload
      ? upload.path
      : resolveIngestFile(this.config.ingestDir, dto.csvFilePath as string);
    // An upload is stored under a new name each time; resume matches it by its original name.
    const source = `${dto.targetUserId}:${upload ? `upload:${upload.originalname}` : filePath}`;
    return this.enqueue(admin, 'analyzer_ingest', source, dto.resume, {
      filePath,
      targetUserId: dto.targetUserId,
      batchSize: dto.batchSize ?? 100,
      rowLimit: dto.rowLimit ?? null,
    });
  }

  /** Stops one run, or every active analyzer ingestion; the current batch still commits. */
  async stopAnalyzerIngest(processId?: string): Promise<{ success: true; stopped: string[] }> {
    const ids = processId
      ? [(await this.requireRun(processId)).id]
      : (await this.runs.findActiveOfKind('analyzer_ingest')).map((run) => run.id);
    await Promise.all(ids.map((id) => this.stopFlags.request(id)));
    return { success: true, stopped: ids };
  }

  async stopRun(processId: string) {
    await this.stopFlags.request((await this.requireRun(processId)).id);
    return { success: true, stopped: [processId] };
  }

  async analyzerIngestStatus() {
    const run = await this.runs.findLatestOfKind('analyzer_ingest');
    const logs = run ? await this.runs.recentLogs(run.id) : [];
    return ingestStatusView(run, logs.map(logView));
  }

  async getRun(processId: string) {
    const run = await this.requireRun(processId);
    return jobRunView(run, (await this.runs.recentLogs(run.id)).map(logView));
  }

  private async requireRun(processId: string): Promise<JobRun> {
    const run = await this.runs.findById(processId);
    if (!run) throw new DomainException(IngestionError.JobNotFound);
    return run;
  }

  /** A new run (continuing the last stopped or failed run of the same source on resume). */
  private async enqueue(
    admin: AuthUser,
    kind: JobKind,
    source: string,
    isResume: boolean | undefined,
    params: Record<string, unknown>,
  ): Promise<{ processId: string }> {
    const previous = isResume ? await this.runs.findLatestForSource(kind, source) : null;
    const resumable = previous && ['stopped', 'failed'].includes(previous.state) ? previous : null;
    const processId = randomUUID();
    await this.runs.create({
      id: processId,
      kind,
      params: { ...params, source, resumedFrom: resumable?.id ?? null },
      requestedBy: admin.id,
      checkpoint: resumable?.checkpoint ?? null,
      processed: resumable?.processed ?? 0,
      inserted: resumable?.inserted ?? 0,
      skipped: resumable?.skipped ?? 0,
    });
    await this.queues[QUEUE_OF[kind]].add(kind, { processId }, { jobId: processId });
    return { processId };
  }
}
