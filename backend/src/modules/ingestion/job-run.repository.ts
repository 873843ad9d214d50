import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { Database, sql, Transaction } from '../../shared/database';
import {
  isRunOf,
  JobCheckpoint,
  JobKind,
  JobRun,
  JobState,
  StoredJobParams,
} from './entities/job-run.entity';
import { JobLogLevel, JobRunLog } from './entities/job-run-log.entity';
import type { JobMessage } from './job-messages';

export interface JobCounters {
  processed: number;
  inserted: number;
  skipped: number;
}

export interface NewJobRun<K extends JobKind> extends Partial<JobCounters> {
  id: string;
  kind: K;
  params: StoredJobParams<K>;
  requestedBy: number | null;
  checkpoint: JobCheckpoint | null;
}

@Injectable()
export class JobRunRepository {
  constructor(private readonly db: Database) {}

  private get runs() {
    return this.db.repository(JobRun);
  }

  private get logs() {
    return this.db.repository(JobRunLog);
  }

  async create<K extends JobKind>(run: NewJobRun<K>, tx?: Transaction): Promise<void> {
    await this.db
      .repository(JobRun, tx)
      .insert({ processed: 0, inserted: 0, skipped: 0, state: 'queued', ...run });
  }

  findById(id: string): Promise<JobRun | null> {
    return this.runs.findOneBy({ id });
  }

  /** The run, when it is of this kind. */
  async findRunOf<K extends JobKind>(id: string, kind: K): Promise<JobRun<K> | null> {
    const run = await this.findById(id);
    return run && isRunOf(run, kind) ? run : null;
  }

  findLatestOfKind(kind: JobKind): Promise<JobRun | null> {
    return this.runs.findOne({ where: { kind }, order: { createdAt: 'DESC' } });
  }

  /** The latest run reading the same source (file, target user), whatever its state. */
  async findLatestForSource<K extends JobKind>(kind: K, source: string): Promise<JobRun<K> | null> {
    const [latest] = await this.db.query<{ id: string }>(
      sql`SELECT id FROM job_runs WHERE kind = ${kind} AND params ->> 'source' = ${source}
          ORDER BY created_at DESC LIMIT 1`,
    );
    return latest ? this.findRunOf(latest.id, kind) : null;
  }

  /** The files that queued or running runs read (uploads among them). */
  async filesOfUnfinishedRuns(): Promise<string[]> {
    const rows = await this.db.query<{ file: string }>(
      sql`SELECT params ->> 'filePath' AS file FROM job_runs
          WHERE state IN ('queued', 'running') AND params ->> 'filePath' IS NOT NULL`,
    );
    return rows.map((row) => row.file);
  }

  /** How many runs of each kind ended in each final state. */
  countFinishedByKind(): Promise<{ kind: JobKind; state: JobState; count: number }[]> {
    return this.db.query(
      sql`SELECT kind, state, count(*)::int AS count FROM job_runs
          WHERE state IN ('completed', 'failed', 'stopped') GROUP BY kind, state`,
    );
  }

  findActiveOfKind(kind: JobKind): Promise<JobRun[]> {
    return this.runs.findBy({ kind, state: In(['queued', 'running']) });
  }

  async markRunning(id: string): Promise<void> {
    await this.db.query(
      sql`UPDATE job_runs SET state = 'running', started_at = coalesce(started_at, now()), updated_at = now()
          WHERE id = ${id}`,
    );
  }

  async setTotal(id: string, total: number | null): Promise<void> {
    await this.runs.update({ id }, { total });
  }

  /**
   * Counters and checkpoint, in the transaction of the batch they describe. The checkpoint's keys
   * are merged into the stored ones: a phase's position (line, lastId) keeps what a job stored
   * around it (the history's month).
   */
  async saveBatch(
    tx: Transaction,
    id: string,
    counters: JobCounters,
    checkpoint: JobCheckpoint,
  ): Promise<void> {
    await this.db.query(
      sql`UPDATE job_runs SET processed = ${counters.processed}, inserted = ${counters.inserted},
            skipped = ${counters.skipped},
            checkpoint = coalesce(checkpoint, '{}'::jsonb) || ${JSON.stringify(checkpoint)}::jsonb,
            updated_at = now()
          WHERE id = ${id}`,
      tx,
    );
  }

  /** Counters back to zero, from this checkpoint: a run that starts a new phase or starts over. */
  async resetCounters(id: string, checkpoint: JobCheckpoint | null): Promise<void> {
    await this.db.query(
      sql`UPDATE job_runs SET processed = 0, inserted = 0, skipped = 0, total = NULL,
            checkpoint = ${checkpoint && JSON.stringify(checkpoint)}, updated_at = now()
          WHERE id = ${id}`,
    );
  }

  async finish(id: string, state: JobState, message: JobMessage): Promise<void> {
    await this.db.query(
      sql`UPDATE job_runs SET state = ${state}, message = ${message.text}, message_code = ${message.code},
            message_params = ${JSON.stringify(message.params)}, finished_at = now(), updated_at = now()
          WHERE id = ${id}`,
    );
  }

  /** Fails a run that is still queued or running; false when it had already finished. */
  async failUnfinished(id: string, message: JobMessage): Promise<boolean> {
    const failed = await this.db.query<{ id: string }>(
      sql`UPDATE job_runs SET state = 'failed', message = ${message.text}, message_code = ${message.code},
            message_params = ${JSON.stringify(message.params)}, finished_at = now(), updated_at = now()
          WHERE id = ${id} AND state IN ('queued', 'running') RETURNING id`,
    );
    return failed.length > 0;
  }

  async addLog(
    id: string,
    level: JobLogLevel,
    message: JobMessage,
    line: number | null,
  ): Promise<JobRunLog> {
    const { text, code, params } = message;
    return this.logs.save(
      this.logs.create({ jobRunId: id, level, message: text, code, params, line }),
    );
  }

  /** The last lines of a run, oldest first. */
  async recentLogs(id: string, limit = 200): Promise<JobRunLog[]> {
    const latest = await this.logs.find({
      where: { jobRunId: id },
      order: { id: 'DESC' },
      take: limit,
    });
    return latest.reverse();
  }
}
