export { AdminSeeder } from './admin-seeder';
export { IdentityModule } from './identity.module';
export { UserDirectory } from './user-directory';
export { UserAdministrationService } from './user-administration.service';
export type { AccountChanges } from './user-administration.service';
export type { UserView } from './entities/user.entity';
export { UserChangedResponse, UserResponse } from './dto/user.response';
export { IDENTITY_JOBS } from './account-email-request.job';
export { IdentityWorkerModule } from './identity-email-jobs.module';
