export { CreditsError } from './credits.errors';
export { CreditsModule } from './credits.module';
export { CreditsService, WELCOME_CREDITS } from './credits.service';
export { recordParams } from './ledger-reason';
export type { ChargedRecord, LedgerCode, LedgerParams } from './ledger-reason';
export type { CreditPack } from './entities/credit-pack.entity';
