import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { Database, sql, Transaction } from '../../shared/database';
import { JobCheckpoint, JobKind, JobRun, JobState } from './entities/job-run.entity';
import { JobLogLevel, JobRunLog } from './entities/job-run-log.entity';

export interface JobCounters {
  processed: number;
  inserted: number;
  skipped: number;
}

export interface NewJobRun extends Partial<JobCounters> {
  id: string;
  kind: JobKind;
  params: Record<string, unknown>;
  requestedBy: number | null;
  checkpoint: JobCheckpoint | null;
}

@Injectable()
export class JobRunRepository {
  constructor(
    @InjectRepository(JobRun) private readonly runs: Repository<JobRun>,
    @InjectRepository(JobRunLog) private readonly logs: Repository<JobRunLog>,
    private readonly db: Database,
  ) {}

  async create(run: NewJobRun): Promise<JobRun> {
    await this.runs.save(
      this.runs.create({ processed: 0, inserted: 0, skipped: 0, state: 'queued', ...run }),
    );
    return this.runs.findOneByOrFail({ id: run.id });
  }

  findById(id: string): Promise<JobRun | null> {
    return this.runs.findOneBy({ id });
  }

  findLatestOfKind(kind: JobKind): Promise<JobRun | null> {
    return this.runs.findOne({ where: { kind }, order: { createdAt: 'DESC' } });
  }

  /** The latest run reading the same source (file, target user), whatever its state. */
  findLatestForSource(kind: JobKind, source: string): Promise<JobRun | null> {
    return this.runs
      .createQueryBuilder('run')
      .where('run.kind = :kind', { kind })
      .andWhere(`run.params ->> 'source' = :source`, { source })
      .orderBy('run.created_at', 'DESC')
      .getOne();
  }

  findActiveOfKind(kind: JobKind): Promise<JobRun[]> {
    return this.runs.findBy({ kind, state: In(['queued', 'running']) });
  }

  async markRunning(id: string): Promise<void> {
    await this.runs.query(
      `UPDATE job_runs SET state = 'running', started_at = coalesce(started_at, now()), updated_at = now()
       WHERE id = $1`,
      [id],
    );
  }

  async setTotal(id: string, total: number | null): Promise<void> {
    await this.runs.update({ id }, { total });
  }

  /** Counters and checkpoint, in the transaction of the batch they describe. */
  async saveBatch(
    tx: Transaction,
    id: string,
    counters: JobCounters,
    checkpoint: JobCheckpoint,
  ): Promise<void> {
    await this.db.query(
      sql`UPDATE job_runs SET processed = ${counters.processed}, inserted = ${counters.inserted},
            skipped = ${counters.skipped}, checkpoint = ${JSON.stringify(checkpoint)}, updated_at = now()
          WHERE id = ${id}`,
      tx,
    );
  }

  async finish(id: string, state: JobState, message: string): Promise<void> {
    await this.runs.query(
      `UPDATE job_runs SET state = $2, message = $3, finished_at = now(), updated_at = now() WHERE id = $1`,
      [id, state, message],
    );
  }

  async addLog(
    id: string,
    level: JobLogLevel,
    message: string,
    line: number | null,
  ): Promise<JobRunLog> {
    return this.logs.save(this.logs.create({ jobRunId: id, level, message, line }));
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
