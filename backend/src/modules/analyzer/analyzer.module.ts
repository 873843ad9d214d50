import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../billing';
import { AnalyzerCatalogRepository } from './analyzer-catalog.repository';
import { AnalyzerCatalogService } from './analyzer-catalog.service';
import { AnalyzerController } from './analyzer.controller';
import { AnalyzerRepository } from './analyzer.repository';
import { AnalyzerService } from './analyzer.service';
import { AnalyzerRecord } from './entities/analyzer-record.entity';
import { CompanyStatus } from './entities/company-status.entity';
import { RecordAssignment } from './entities/record-assignment.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([AnalyzerRecord, RecordAssignment, CompanyStatus]),
    BillingModule,
  ],
  controllers: [AnalyzerController],
  providers: [
    AnalyzerService,
    AnalyzerRepository,
    AnalyzerCatalogRepository,
    AnalyzerCatalogService,
  ],
  exports: [AnalyzerCatalogService],
})
export class AnalyzerModule {}
