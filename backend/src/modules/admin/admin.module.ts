import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyzerModule } from '../analyzer';
import { BillingModule } from '../billing';
import { CreditsModule } from '../credits';
import { IdentityModule } from '../identity';
import { IngestionJobsModule } from '../ingestion';
import { AccessGrantsController } from './access-grants.controller';
import { AdminAuditRepository } from './admin-audit.repository';
import { AdminDashboardService } from './admin-dashboard.service';
import { AdminController } from './admin.controller';
import { AdminAuditEntry } from './entities/admin-audit-entry.entity';
import { QueueBoard } from './queue-board';
import { SystemHealthService } from './system-health.service';
import { UserManagementController } from './user-management.controller';
import { UserManagementService } from './user-management.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([AdminAuditEntry]),
    JwtModule.register({}),
    IdentityModule,
    BillingModule,
    CreditsModule,
    AnalyzerModule,
    IngestionJobsModule,
  ],
  controllers: [AdminController, UserManagementController, AccessGrantsController],
  providers: [
    AdminAuditRepository,
    AdminDashboardService,
    QueueBoard,
    SystemHealthService,
    UserManagementService,
  ],
  exports: [QueueBoard],
})
export class AdminModule {}
