import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyResolver, AuthUserResolver } from '../../shared/auth';
import { BillingModule } from '../billing';
import { CreditsModule } from '../credits';
import { FavoriteFilesModule } from '../favorites';
import { ApiKeyAuthenticator } from './api-key-authenticator';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysRepository } from './api-keys.repository';
import { ApiKeysService } from './api-keys.service';
import { AccountDataExportService } from './account-data-export.service';
import { AccountDeletionRepository } from './account-deletion.repository';
import { AccountDeletionService } from './account-deletion.service';
import { AccountEmailRequests } from './account-email-requests';
import { AccountService } from './account.service';
import { AccountVerificationService } from './account-verification.service';
import { AdminSeeder } from './admin-seeder';
import { ApiKey } from './entities/api-key.entity';
import { OneTimeToken } from './entities/one-time-token.entity';
import { RefreshToken } from './entities/refresh-token.entity';
import { User } from './entities/user.entity';
import { IdentityController } from './identity.controller';
import { IdentityEmailJobsModule } from './identity-email-jobs.module';
import { OfferedAddressesModule } from './offered-addresses.module';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { PasswordHasher } from './password-hasher';
import { PasswordRecoveryService } from './password-recovery.service';
import { PersonalDataRepository } from './personal-data.repository';
import { RefreshTokenRepository } from './refresh-token.repository';
import { SessionService } from './session.service';
import { UserAdministrationService } from './user-administration.service';
import { UserDirectory } from './user-directory';
import { UserRepository } from './user.repository';

@Module({
  imports: [
    TypeOrmModule.forFeature([User, OneTimeToken, RefreshToken, ApiKey]),
    JwtModule.register({}),
    CreditsModule,
    IdentityEmailJobsModule,
    FavoriteFilesModule,
    BillingModule,
    OfferedAddressesModule,
  ],
  controllers: [IdentityController, ApiKeysController],
  providers: [
    ApiKeyAuthenticator,
    ApiKeysRepository,
    ApiKeysService,
    AccountDataExportService,
    AccountDeletionRepository,
    AccountDeletionService,
    PersonalDataRepository,
    AccountService,
    AccountVerificationService,
    AdminSeeder,
    AccountEmailRequests,
    OneTimeTokenRepository,
    PasswordHasher,
    PasswordRecoveryService,
    RefreshTokenRepository,
    SessionService,
    UserRepository,
    UserDirectory,
    UserAdministrationService,
    { provide: AuthUserResolver, useExisting: SessionService },
    { provide: ApiKeyResolver, useExisting: ApiKeyAuthenticator },
  ],
  exports: [
    AuthUserResolver,
    ApiKeyResolver,
    AdminSeeder,
    UserDirectory,
    UserAdministrationService,
  ],
})
export class IdentityModule {}
