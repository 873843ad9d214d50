import { BatchPipeline } from './batch-pipeline';

/** A write that resolves only when the test says so, recording when it starts and ends. */
function controlledWrites() {
  const events: string[] = [];
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const write = (batch: number) =>
    new Promise<void>((resolve, reject) => {
      events.push(`start ${batch}`);
      pending.set(batch, {
        resolve: () => {
          events.push(`end ${batch}`);
          resolve();
        },
        reject,
      });
    });
  return { events, write, finish: (batch: number) => pending.get(batch)!.resolve(), pending };
}

const unstopped = (write: (batch: number) => Promise<void>) =>
  new BatchPipeline<number>({ write, isStopRequested: async () => false });

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchPipeline', () => {
  it('writes batches in the order added, the next one only once the previous is committed', async () => {
    const writes = controlledWrites();
    const pipeline = unstopped(writes.write);
    await expect(pipeline.add(1)).resolves.toBe(true);
    const second = pipeline.add(2);
    await tick();
    expect(writes.events).toEqual(['start 1']);
    writes.finish(1);
    await expect(second).resolves.toBe(true);
    expect(writes.events).toEqual(['start 1', 'end 1', 'start 2']);
    const last = pipeline.flush(3);
    writes.finish(2);
    await tick();
    writes.finish(3);
    await last;
    expect(writes.events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('returns while its batch is written, so the caller prepares the next one meanwhile', async () => {
    const writes = controlledWrites();
    const pipeline = unstopped(writes.write);
    await pipeline.add(1);
    expect(writes.events).toEqual(['start 1']);
    const waiting = pipeline.awaitInFlight();
    writes.finish(1);
    await waiting;
    expect(writes.events).toEqual(['start 1', 'end 1']);
  });

  it('throws a failed write to the caller at the next batch, and writes nothing after it', async () => {
    const written: number[] = [];
    const pipeline = unstopped(async (batch) => {
      if (batch === 1) throw new Error('disk full');
      written.push(batch);
    });
    await pipeline.add(1);
    await expect(pipeline.add(2)).rejects.toThrow('disk full');
    expect(written).toEqual([]);
  });

  it('honours a stop between batches: the batch in flight commits, the next is not written', async () => {
    const writes = controlledWrites();
    let isStopped = false;
    const pipeline = new BatchPipeline<number>({
      write: writes.write,
      isStopRequested: async () => isStopped,
    });
    await pipeline.add(1);
    isStopped = true;
    const next = pipeline.add(2);
    writes.finish(1);
    await expect(next).resolves.toBe(false);
    expect(writes.events).toEqual(['start 1', 'end 1']);
  });

  it('lets the batch in flight end before the job is closed after a failure elsewhere', async () => {
    const writes = controlledWrites();
    const pipeline = unstopped(writes.write);
    await pipeline.add(1);
    const settled = pipeline.settle();
    writes.pending.get(1)!.reject(new Error('lost connection'));
    await expect(settled).resolves.toBeUndefined();
  });
});
