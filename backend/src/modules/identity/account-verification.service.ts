import { Injectable } from '@nestjs/common';
import { Database, Transaction } from '../../shared/database';
import { CreditsService } from '../credits';
import { OfferedAddressHistory } from './offered-address-history';
import { UserRepository } from './user.repository';

/**
 * The one place an account becomes verified, by the e-mailed link or by an admin: it gets
 * the welcome credits with it, once (the grant's reference makes it idempotent), and once per
 * address.
 */
@Injectable()
export class AccountVerificationService {
  constructor(
    private readonly db: Database,
    private readonly users: UserRepository,
    private readonly credits: CreditsService,
    private readonly offeredAddresses: OfferedAddressHistory,
  ) {}

  markVerified(userId: number, within?: Transaction): Promise<void> {
    return this.db.transaction(async (tx) => {
      await this.users.markVerified(userId, tx);
      // Once per address: a deleted account's address registered again has none (issue 28).
      if ((await this.offeredAddresses.offersOf(userId, tx)).hadWelcomeCredits) return;
      await this.credits.grantWelcome(userId, tx);
      await this.offeredAddresses.recordWelcomeCredits(userId, tx);
    }, within);
  }
}
