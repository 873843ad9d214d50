import { Module } from '@nestjs/common';
import { JobWorkersModule } from '../../shared/queue';
import { CompanyIdentityClient } from './company-identity.client';
import { ANALYZER_JOBS, CompanyIdentityFetch } from './company-identity.job';
import { CompanyIdentityRepository } from './company-identity.repository';
import { RegisterRequestSlots } from './company-identity.slots';

@Module({
  providers: [
    CompanyIdentityFetch,
    CompanyIdentityClient,
    CompanyIdentityRepository,
    RegisterRequestSlots,
  ],
  exports: [CompanyIdentityFetch],
})
export class CompanyIdentityJobsModule {}

/** The identity fetches' consumer; it runs only when PROCESS_ROLE is all or worker. */
@Module({ imports: [JobWorkersModule.register(ANALYZER_JOBS, CompanyIdentityJobsModule)] })
export class AnalyzerWorkerModule {}
