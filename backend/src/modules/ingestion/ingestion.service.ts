import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../../shared/auth';
import { ingestionConfig } from '../../shared/config';
import { DomainException } from '../../shared/errors';
import { JobQueues } from '../../shared/queue';
import { UserDirectory } from '../identity';
import {
  BODACC_DELIMITER,
  BODACC_JSON_COLUMNS,
  BODACC_TEXT_COLUMNS,
  isBodaccExportHeader,
} from './bodacc-columns';
import { readCsvHeader } from './csv-record-reader';
import { DataJobsResponse } from './dto/data-jobs.response';
import { StartAnalyzerIngestDto } from './dto/start-analyzer-ingest.dto';
import { StartBodaccImportDto } from './dto/start-bodacc-import.dto';
import { StartTransferDto } from './dto/start-transfer.dto';
import { JobKind, JobRun } from './entities/job-run.entity';
import { DATA_JOBS, JobParamsByKind } from './data-jobs';
import { dataJobRunView, ingestStatusView, jobRunView } from './job-run.view';
import { logView } from './job-events.publisher';
import { ingestFileProblem, resolveIngestFile } from './ingest-path';
import { IngestionError } from './ingestion.errors';
import { JobRunRepository } from './job-run.repository';
import { JobStopFlags } from './job-stop-flags';

export interface UploadedCsv {
  path: string;
  originalname: string;
}

/** Admin use cases of the data jobs: start (enqueue), stop, and report. */
@Injectable()
export class IngestionService {
  constructor(
    @Inject(ingestionConfig.KEY) private readonly config: ConfigType<typeof ingestionConfig>,
    private readonly queues: JobQueues,
    private readonly runs: JobRunRepository,
    private readonly stopFlags: JobStopFlags,
    private readonly users: UserDirectory,
  ) {}

  /** An uploaded export, else the path given, else BODACC_CSV_PATH. */
  startBodaccImport(admin: AuthUser, dto: StartBodaccImportDto, upload?: UploadedCsv) {
    const filePath = upload
      ? upload.path
      : resolveIngestFile(this.config.ingestDir, dto.filePath ?? this.config.bodaccCsvPath);
    return this.enqueue(admin, 'bodacc_import', sourceOf(filePath, upload), dto.resume, {
      filePath,
      isUpload: Boolean(upload),
      batchSize: dto.batchSize ?? 1000,
      rowLimit: dto.limit ?? null, // the route's field keeps its name (spec §2 "Admin data")
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
    await refuseBodaccExport(filePath);
    const source = `${dto.targetUserId}:${sourceOf(filePath, upload)}`;
    return this.enqueue(admin, 'analyzer_ingest', source, dto.resume, {
      filePath,
      isUpload: Boolean(upload),
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

  /** The data page's side of the manual jobs: the default file, its format, the latest runs. */
  async dataJobs(): Promise<DataJobsResponse> {
    const { ingestDir, bodaccCsvPath } = this.config;
    const [lastImport, lastTransfer] = await Promise.all([
      this.runs.findLatestOfKind('bodacc_import'),
      this.runs.findLatestOfKind('bodacc_transfer'),
    ]);
    return {
      bodaccFile: {
        ingestDir,
        defaultPath: bodaccCsvPath,
        defaultPathError: ingestFileProblem(ingestDir, bodaccCsvPath),
        delimiter: BODACC_DELIMITER,
        encoding: 'UTF-8',
        columns: [...BODACC_TEXT_COLUMNS, ...BODACC_JSON_COLUMNS],
      },
      lastImport: lastImport && dataJobRunView(lastImport),
      lastTransfer: lastTransfer && dataJobRunView(lastTransfer),
    };
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
  private async enqueue<K extends JobKind>(
    admin: AuthUser,
    kind: K,
    source: string,
    isResume: boolean | undefined,
    params: JobParamsByKind[K],
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
    await this.queues.add(DATA_JOBS[kind], { processId }, { jobId: processId });
    return { processId };
  }
}

/** What resume matches a file on: an upload is stored under a new name each time, so its own name. */
const sourceOf = (filePath: string, upload?: UploadedCsv) =>
  upload ? `upload:${upload.originalname}` : filePath;

/** The analyzer ingestion refuses the BODACC export at once instead of skipping its every row. */
async function refuseBodaccExport(filePath: string): Promise<void> {
  // An unreadable header is the job's to report, line by line.
  const columns = await readCsvHeader(filePath).catch(() => []);
  if (isBodaccExportHeader(columns)) throw new DomainException(IngestionError.BodaccExport);
}
