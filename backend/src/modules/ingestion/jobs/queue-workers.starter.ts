import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { appConfig } from '../../../shared/config';
import { AnalyzerIngestProcessor } from './analyzer-ingest.processor';
import { BodaccImportProcessor } from './bodacc-import.processor';
import { BodaccTransferProcessor } from './bodacc-transfer.processor';

/** Starts the paused BullMQ workers unless this process is API-only (PROCESS_ROLE=api). */
@Injectable()
export class QueueWorkersStarter implements OnApplicationBootstrap {
  private readonly logger = new Logger(QueueWorkersStarter.name);

  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly analyzerIngest: AnalyzerIngestProcessor,
    private readonly bodaccImport: BodaccImportProcessor,
    private readonly bodaccTransfer: BodaccTransferProcessor,
  ) {}

  onApplicationBootstrap(): void {
    if (this.app.processRole === 'api') return;
    for (const host of [this.analyzerIngest, this.bodaccImport, this.bodaccTransfer]) {
      host.worker
        .run()
        .catch((error: Error) => this.logger.error(`Queue worker stopped: ${error.message}`));
    }
  }
}
