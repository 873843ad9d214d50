import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { AnalyzerCoverageRepository } from './analyzer-coverage.repository';
import { CatalogueSyncReader } from './catalogue-sync.reader';
import { CoverageResponse } from './dto/coverage.response';

/**
 * What the catalogue covers, said where a user searches (issue 30, finding 8). The figures are
 * the whole catalogue's, the same for everyone: they say how complete the data is, which is a
 * property of the catalogue, not of a user's access (every plan opens all of it), and they cost
 * no per-user count at 10M rows.
 */
@Injectable()
export class AnalyzerCoverageService {
  private syncReader?: CatalogueSyncReader;

  constructor(
    private readonly repository: AnalyzerCoverageRepository,
    private readonly moduleRef: ModuleRef,
  ) {}

  async coverage(): Promise<CoverageResponse> {
    const [span, sync] = await Promise.all([
      this.repository.catalogueSpan(),
      this.reader().syncStatus(),
    ]);
    return { ...span, ...sync };
  }

  /** Ingestion provides the reader; it depends on this module, so it is found, not injected. */
  private reader(): CatalogueSyncReader {
    this.syncReader ??= this.moduleRef.get(CatalogueSyncReader, { strict: false });
    return this.syncReader;
  }
}
