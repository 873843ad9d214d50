export { AdminSeeder } from './admin-seeder';
export { IdentityModule } from './identity.module';
