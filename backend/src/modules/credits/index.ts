export { CreditsError } from './credits.errors';
export { CreditsModule } from './credits.module';
export { CreditsService, WELCOME_CREDITS } from './credits.service';
export type { CreditPack } from './entities/credit-pack.entity';
