import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobWorkersModule } from '../../shared/queue';
import { AccountEmailRequestHandler, IDENTITY_JOBS } from './account-email-request.job';
import { AccountLinkMailer } from './account-link-mailer';
import { User } from './entities/user.entity';
import { IdentityMailer } from './identity-mailer';
import { OfferedAddressesModule } from './offered-addresses.module';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { UserRepository } from './user.repository';

/** The account e-mails and their links, for the API (registration) and the queue's handler. */
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [
    AccountEmailRequestHandler,
    AccountLinkMailer,
    IdentityMailer,
    OneTimeTokenRepository,
    UserRepository,
  ],
  exports: [AccountEmailRequestHandler, AccountLinkMailer],
})
export class IdentityEmailJobsModule {}

/**
 * The consumer of account e-mail requests; it consumes only when PROCESS_ROLE is all or worker.
 * It brings the global OfferedAddressesModule to the workers too, whose Billing needs its port.
 */
@Module({
  imports: [
    JobWorkersModule.register(IDENTITY_JOBS, IdentityEmailJobsModule),
    OfferedAddressesModule,
  ],
})
export class IdentityWorkerModule {}
