import { Injectable, Logger } from '@nestjs/common';
import { defineJob, JobHandler } from '../../shared/queue';
import { DeletedDocumentFilesRepository } from './deleted-document-files.repository';
import { DocumentStorage, isStoredName } from './document-storage';

const BATCH = 500;

/**
 * Removes the files of deleted documents, however the rows went (a favorite or an account
 * deleted, a cascade or an admin's SQL): a trigger lists them in deleted_document_files.
 */
@Injectable()
export class DocumentFileSweeper implements JobHandler<Record<string, never>> {
  private readonly logger = new Logger(DocumentFileSweeper.name);

  constructor(
    private readonly deleted: DeletedDocumentFilesRepository,
    private readonly storage: DocumentStorage,
  ) {}

  handle(): Promise<void> {
    return this.sweep().then(() => undefined);
  }

  /** Returns how many files were removed (a missing file counts: it is gone). */
  async sweep(): Promise<number> {
    let removed = 0;
    for (;;) {
      const names = await this.deleted.oldest(BATCH);
      if (names.length === 0) break;
      await this.storage.remove(names.filter(isStoredName));
      await this.deleted.forget(names);
      removed += names.length;
    }
    if (removed) this.logger.log(`Removed ${removed} deleted document file(s)`);
    return removed;
  }
}

export const DOCUMENT_FILE_SWEEP_JOB = defineJob<Record<string, never>>({
  queue: 'document-file-sweep',
  handler: DocumentFileSweeper,
  isOnJobBoard: true,
  isOnHealthPage: false,
  // Account deletions sweep at once; this catches deletions made from the database's side.
  schedule: { pattern: '*/15 * * * *', tz: 'Europe/Paris', data: {} },
});

export const FAVORITES_JOBS = [DOCUMENT_FILE_SWEEP_JOB];
