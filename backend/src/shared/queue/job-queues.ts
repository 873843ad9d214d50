import { Job, JobsOptions, Queue, QueueEvents } from 'bullmq';
import { AnyJobDefinition, DECLARED_BACKOFF, JobDefinition } from './job-definition';

/** The declared retry, as BullMQ options; the waits come from the worker's backoff strategy. */
const retryOptions = (definition: AnyJobDefinition): JobsOptions =>
  definition.retry
    ? { attempts: definition.retry.attempts, backoff: { type: DECLARED_BACKOFF } }
    : {};

const scheduleOf = (definition: AnyJobDefinition) =>
  typeof definition.schedule === 'function' ? definition.schedule() : definition.schedule;

export interface DeclaredQueue {
  definition: AnyJobDefinition;
  queue: Queue;
}

/** The BullMQ queue of each declared job, for producers, the job board and the health page. */
export class JobQueues {
  constructor(private readonly declared: readonly DeclaredQueue[]) {}

  /** Enqueues one job; the data is checked against the job's declaration. */
  add<Data>(
    definition: JobDefinition<Data>,
    data: Data,
    options?: JobsOptions,
  ): Promise<Job<Data>> {
    return this.queueOf(definition).add(definition.queue, data, {
      ...retryOptions(definition),
      ...options,
    });
  }

  /** The finishing of this queue's jobs, heard through a Redis connection of its own: close it. */
  eventsOf(definition: AnyJobDefinition): QueueEvents {
    const { name, opts } = this.queueOf(definition);
    return new QueueEvents(name, { connection: opts.connection, prefix: opts.prefix });
  }

  onJobBoard(): Queue[] {
    return this.declared.filter((entry) => entry.definition.isOnJobBoard).map(({ queue }) => queue);
  }

  onHealthPage(): Queue[] {
    return this.declared
      .filter((entry) => entry.definition.isOnHealthPage)
      .map(({ queue }) => queue);
  }

  /**
   * Makes Redis hold exactly the declared schedules of these jobs: one job scheduler per queue,
   * named after it, upserted (a changed pattern replaces the old one) or removed when dropped.
   */
  async registerSchedules(definitions: readonly AnyJobDefinition[]): Promise<void> {
    for (const definition of definitions) {
      const queue = this.queueOf(definition);
      const schedule = scheduleOf(definition);
      if (!schedule) {
        await queue.removeJobScheduler(definition.queue);
        continue;
      }
      const { pattern, tz, data } = schedule;
      await queue.upsertJobScheduler(
        definition.queue,
        { pattern, tz },
        { name: definition.queue, data },
      );
    }
  }

  /** When the job's schedule next adds a job; null when none is registered. */
  async nextScheduledAt(definition: AnyJobDefinition): Promise<Date | null> {
    const scheduler = await this.queueOf(definition).getJobScheduler(definition.queue);
    return scheduler?.next ? new Date(scheduler.next) : null;
  }

  private queueOf(definition: AnyJobDefinition): Queue {
    const found = this.declared.find((entry) => entry.definition.queue === definition.queue);
    if (!found) throw new Error(`Job queue ${definition.queue} is not declared`);
    return found.queue;
  }
}
