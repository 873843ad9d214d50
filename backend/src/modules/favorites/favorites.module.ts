import { Module } from '@nestjs/common';
import { AnalyzerModule } from '../analyzer';
import { CreditsModule } from '../credits';
import { DocumentUploadInterceptor } from './document-upload.interceptor';
import { EnrichmentClient } from './enrichment.client';
import { EnrichmentLease } from './enrichment-lease';
import { FavoriteDocumentsService } from './favorite-documents.service';
import { FavoriteEnrichmentRepository } from './favorite-enrichment.repository';
import { FavoriteEnrichmentService } from './favorite-enrichment.service';
import { FavoriteFilesModule } from './favorite-files.module';
import { FavoriteStatusModule } from './favorite-status.module';
import { FavoritesController } from './favorites.controller';
import { FavoritesExportService } from './favorites-export.service';
import { FavoritesService } from './favorites.service';

@Module({
  imports: [FavoriteStatusModule, FavoriteFilesModule, AnalyzerModule, CreditsModule],
  controllers: [FavoritesController],
  providers: [
    DocumentUploadInterceptor,
    EnrichmentClient,
    EnrichmentLease,
    FavoriteDocumentsService,
    FavoriteEnrichmentRepository,
    FavoriteEnrichmentService,
    FavoritesExportService,
    FavoritesService,
  ],
})
export class FavoritesModule {}
