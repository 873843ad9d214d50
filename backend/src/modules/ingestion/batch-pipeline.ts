export interface BatchPipelineOptions<Batch> {
  /** Commits one batch. */
  write(batch: Batch): Promise<void>;
  /** Asked between batches, once the previous one is committed. */
  isStopRequested(): Promise<boolean>;
}

/**
 * Writes batches one at a time, in the order they are added, while the caller prepares the
 * next one: at most one batch is in flight. A stop is honoured between batches.
 */
export class BatchPipeline<Batch> {
  private inFlight: Promise<void> | null = null;

  constructor(private readonly options: BatchPipelineOptions<Batch>) {}

  /**
   * Waits for the batch in flight, then starts writing this one and returns true; returns false
   * without writing it when a stop is requested.
   */
  async add(batch: Batch): Promise<boolean> {
    await this.awaitInFlight();
    if (await this.options.isStopRequested()) return false;
    this.start(batch);
    return true;
  }

  /** Writes the last batch, stop or not, and waits until it is committed. */
  async flush(batch: Batch): Promise<void> {
    await this.awaitInFlight();
    this.start(batch);
    await this.awaitInFlight();
  }

  /** Waits for the batch in flight; its failure is thrown here. */
  async awaitInFlight(): Promise<void> {
    const writing = this.inFlight;
    this.inFlight = null;
    await writing;
  }

  /** After a failure elsewhere: lets the batch in flight end, whatever its outcome. */
  async settle(): Promise<void> {
    await this.inFlight?.catch(() => undefined);
  }

  private start(batch: Batch): void {
    this.inFlight = this.options.write(batch);
    this.inFlight.catch(() => undefined); // thrown by awaitInFlight()
  }
}
