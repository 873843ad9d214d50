import { Module } from '@nestjs/common';
import { AnalyzerModule } from '../analyzer';
import { BillingModule } from '../billing';
import { CreditsModule } from '../credits';
import { DocumentStorage } from './document-storage';
import { DocumentUploadInterceptor } from './document-upload.interceptor';
import { EnrichmentClient } from './enrichment.client';
import { FavoriteDocumentsService } from './favorite-documents.service';
import { FavoriteEnrichmentService } from './favorite-enrichment.service';
import { FavoriteStatusModule } from './favorite-status.module';
import { FavoritesController } from './favorites.controller';
import { FavoritesExportService } from './favorites-export.service';
import { FavoritesService } from './favorites.service';

@Module({
  imports: [FavoriteStatusModule, AnalyzerModule, BillingModule, CreditsModule],
  controllers: [FavoritesController],
  providers: [
    DocumentStorage,
    DocumentUploadInterceptor,
    EnrichmentClient,
    FavoriteDocumentsService,
    FavoriteEnrichmentService,
    FavoritesExportService,
    FavoritesService,
  ],
})
export class FavoritesModule {}
