import { PROCESSOR_METADATA } from '@nestjs/bullmq/dist/bull.constants';
import { OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InstanceWrapper } from '@nestjs/core/injector/instance-wrapper';
import { ProcessRole } from '../config/app.config';
import { AnyJobDefinition } from './job-definition';

/**
 * What is wrong with how these queues are consumed: a declared job with no consumer or several,
 * a consumer of a queue nobody declared. `consumed` holds one queue name per consumer.
 */
export function jobConsumerMismatches(
  declared: readonly string[],
  consumed: readonly string[],
): string[] {
  const count = (queue: string) => consumed.filter((name) => name === queue).length;
  const declaredOnce = declared.map((queue) => [queue, count(queue)] as const);
  return [
    ...declaredOnce
      .filter(([, consumers]) => consumers !== 1)
      .map(([queue, consumers]) =>
        consumers === 0
          ? `job ${queue} has no consumer`
          : `job ${queue} has ${consumers} consumers`,
      ),
    ...[...new Set(consumed)]
      .filter((queue) => !declared.includes(queue))
      .map((queue) => `queue ${queue} is consumed but no job declares it`),
  ];
}

/** The queue a provider consumes, read as BullMQ's explorer reads it to build its worker. */
function queueConsumedBy(wrapper: InstanceWrapper): string | null {
  const target =
    !wrapper.metatype || wrapper.inject ? wrapper.instance?.constructor : wrapper.metatype;
  const metadata: { name?: string } | undefined = target
    ? Reflect.getMetadata(PROCESSOR_METADATA, target)
    : undefined;
  return metadata?.name ?? null;
}

/**
 * A process that consumes queues (PROCESS_ROLE all or worker) refuses to start unless each
 * declared job has exactly one consumer: an unconsumed job would wait forever, unnoticed.
 * It runs before any worker starts (they start paused, at application bootstrap).
 */
export class JobConsumersCheck implements OnModuleInit {
  constructor(
    private readonly jobs: readonly AnyJobDefinition[],
    private readonly processRole: ProcessRole,
    private readonly discovery: DiscoveryService,
  ) {}

  onModuleInit(): void {
    if (this.processRole === 'api') return;
    const consumed = this.discovery
      .getProviders()
      .map(queueConsumedBy)
      .filter((queue): queue is string => queue !== null);
    const mismatches = jobConsumerMismatches(
      this.jobs.map((job) => job.queue),
      consumed,
    );
    if (mismatches.length) {
      throw new Error(`Each declared job needs exactly one consumer: ${mismatches.join('; ')}`);
    }
  }
}
