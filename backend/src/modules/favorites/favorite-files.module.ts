import { Module } from '@nestjs/common';
import { JobWorkersModule } from '../../shared/queue';
import { DeletedDocumentFilesRepository } from './deleted-document-files.repository';
import { DocumentFileSweeper, FAVORITES_JOBS } from './document-file-sweeper';
import { DocumentStorage } from './document-storage';

/** The documents' files on disk and their sweeper, for the API and the workers. */
@Module({
  providers: [DeletedDocumentFilesRepository, DocumentFileSweeper, DocumentStorage],
  exports: [DocumentFileSweeper, DocumentStorage],
})
export class FavoriteFilesModule {}

/** The sweeper's consumer and schedule; it runs only when PROCESS_ROLE is all or worker. */
@Module({ imports: [JobWorkersModule.register(FAVORITES_JOBS, FavoriteFilesModule)] })
export class FavoritesWorkerModule {}
