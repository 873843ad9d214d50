import { Injectable } from '@nestjs/common';
import { RealtimePublisher } from '../../shared/realtime';
import { JobLogLevel, JobRunLog } from './entities/job-run-log.entity';
import { JobRunRepository } from './job-run.repository';
import type { JobMessage } from './job-messages';
import { boundJobMessage } from './log-text';

const PROGRESS_INTERVAL_MS = 250;

export const logView = (log: JobRunLog) => ({
  processId: log.jobRunId,
  level: log.level,
  message: log.message,
  code: log.code,
  params: log.params,
  line: log.line,
  timestamp: new Date(log.createdAt).toISOString(),
});

/**
 * The one way jobs report: log lines are kept in job_run_logs and every event goes to admins;
 * log lines and final messages (codes the screens translate, and their English text) are cut
 * to MAX_LOG_TEXT characters.
 */
@Injectable()
export class JobEventsPublisher {
  private readonly lastProgressAt = new Map<string, number>();

  constructor(
    private readonly runs: JobRunRepository,
    private readonly realtime: RealtimePublisher,
  ) {}

  async log(
    processId: string,
    level: JobLogLevel,
    message: JobMessage,
    line: number | null = null,
  ): Promise<void> {
    const saved = await this.runs.addLog(processId, level, boundJobMessage(message), line);
    this.realtime.toAdmins('analyzer:admin:ingest:log', logView(saved));
  }

  /** Throttled to one event per 250 ms and job unless forced (the last one). */
  progress(processId: string, currentRow: number, total: number | null, isForced = false): void {
    const now = Date.now();
    if (!isForced && now - (this.lastProgressAt.get(processId) ?? 0) < PROGRESS_INTERVAL_MS) return;
    this.lastProgressAt.set(processId, now);
    const progress = total ? Math.min(100, Math.round((currentRow / total) * 100)) : 0;
    this.realtime.toAdmins('analyzer:admin:ingest:progress', {
      processId,
      progress,
      total,
      currentRow,
    });
  }

  started(processId: string): void {
    this.realtime.toAdmins('analyzer:admin:ingest:status', {
      processId,
      isRunning: true,
      completed: false,
    });
  }

  finished(processId: string, success: boolean, message: JobMessage, isCompleted: boolean): void {
    this.lastProgressAt.delete(processId);
    const { text, code, params } = boundJobMessage(message);
    this.realtime.toAdmins('analyzer:admin:ingest:complete', {
      processId,
      success,
      message: text,
      code,
      params,
    });
    this.realtime.toAdmins('analyzer:admin:ingest:status', {
      processId,
      isRunning: false,
      completed: isCompleted,
    });
  }
}
