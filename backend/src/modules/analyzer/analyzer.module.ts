import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../billing';
import { AccessGrantsRepository } from './access-grants.repository';
import { AccessGrantsService } from './access-grants.service';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';
import { AnalyzerCatalogRepository } from './analyzer-catalog.repository';
import { AnalyzerCatalogService } from './analyzer-catalog.service';
import { AnalyzerController } from './analyzer.controller';
import { AnalyzerCoverageController } from './analyzer-coverage.controller';
import { AnalyzerCoverageRepository } from './analyzer-coverage.repository';
import { AnalyzerCoverageService } from './analyzer-coverage.service';
import { AnalyzerExportController } from './analyzer-export.controller';
import { AnalyzerExportRepository } from './analyzer-export.repository';
import { AnalyzerExportService } from './analyzer-export.service';
import { ExportDownloadWatchdog } from './analyzer-export.watchdog';
import { CatalogDirectory } from './catalog-directory.service';
import { CompaniesController } from './companies.controller';
import { CompanyIdentityClient } from './company-identity.client';
import { CompanyIdentityRepository } from './company-identity.repository';
import { CompanyIdentityService } from './company-identity.service';
import { CompanyRepository } from './company.repository';
import { CompanyService } from './company.service';
import { CompanyReportDirectory } from './company-report.directory';
import { CompanyReportsAdminController } from './company-reports-admin.controller';
import { CompanyReportsController } from './company-reports.controller';
import { CompanyReportsRepository } from './company-reports.repository';
import { CompanyReportsService } from './company-reports.service';
import { AnalyzerRepository } from './analyzer.repository';
import { CatalogueReadCache } from './catalogue-read-cache';
import { AnalyzerService } from './analyzer.service';
import { OfficerSearchRepository } from './officer-search.repository';
import { PortfolioCompaniesReader } from './portfolio-companies.reader';
import { OfficerSearchService } from './officer-search.service';
import { OfficersController } from './officers.controller';
import { AnalyzerRecord } from './entities/analyzer-record.entity';
import { AccessGrant } from './entities/access-grant.entity';
import { CompanyStatus } from './entities/company-status.entity';
import { RecordAssignment } from './entities/record-assignment.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([AnalyzerRecord, RecordAssignment, CompanyStatus, AccessGrant]),
    BillingModule,
  ],
  controllers: [
    AnalyzerController,
    AnalyzerCoverageController,
    AnalyzerExportController,
    AnalyticsController,
    CompaniesController,
    OfficersController,
    CompanyReportsController,
    CompanyReportsAdminController,
  ],
  providers: [
    AccessGrantsRepository,
    AccessGrantsService,
    AnalyticsRepository,
    AnalyticsService,
    AnalyzerService,
    AnalyzerCoverageService,
    AnalyzerCoverageRepository,
    AnalyzerExportService,
    AnalyzerExportRepository,
    ExportDownloadWatchdog,
    AnalyzerRepository,
    CatalogueReadCache,
    AnalyzerCatalogRepository,
    AnalyzerCatalogService,
    CatalogDirectory,
    CompanyRepository,
    CompanyService,
    OfficerSearchRepository,
    OfficerSearchService,
    PortfolioCompaniesReader,
    CompanyIdentityClient,
    CompanyIdentityRepository,
    CompanyIdentityService,
    CompanyReportDirectory,
    CompanyReportsRepository,
    CompanyReportsService,
  ],
  exports: [
    AnalyzerCatalogService,
    AccessGrantsService,
    CatalogDirectory,
    CompanyReportDirectory,
    PortfolioCompaniesReader,
  ],
})
export class AnalyzerModule {}
