import { Injectable, Logger } from '@nestjs/common';
import { Database, Transaction } from '../../shared/database';
import { DomainException } from '../../shared/errors';
import { TrialRecords } from '../billing';
import { DocumentFileSweeper } from '../favorites';
import { AccountDeletionRepository } from './account-deletion.repository';
import { IdentityError } from './identity.errors';
import { OfferedAddressHistory } from './offered-address-history';
import { PasswordHasher } from './password-hasher';
import { UserRepository } from './user.repository';

/** "Supprimer mon compte" (CONTRACT 7.7), confirmed by the password. */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger(AccountDeletionService.name);

  constructor(
    private readonly db: Database,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly deletion: AccountDeletionRepository,
    private readonly files: DocumentFileSweeper,
    private readonly offeredAddresses: OfferedAddressHistory,
    private readonly trials: TrialRecords,
  ) {}

  /**
   * The address keeps what it had (issue 28), also for an account whose offers came before their
   * hashes were kept: a verified account had its welcome credits.
   */
  private async keepAddressOffers(userId: number, tx: Transaction): Promise<void> {
    const isVerified = (await this.users.findById(userId))?.isVerified ?? false;
    const hadTrial = await this.trials.hasHadTrial(userId, tx);
    await this.offeredAddresses.record(userId, { hadWelcomeCredits: isVerified, hadTrial }, tx);
  }

  /** Every session ends with the row (access tokens need a live refresh token of their session). */
  async delete(userId: number, password: string): Promise<void> {
    const hash = await this.users.findPasswordHash(userId);
    if (!(await this.hasher.verify(hash, password))) {
      throw new DomainException(IdentityError.DeletionPasswordWrong);
    }
    if (await this.deletion.hasRenewingSubscription(userId)) {
      throw new DomainException(IdentityError.DeletionSubscriptionRenews);
    }
    await this.db.transaction(async (tx) => {
      await this.keepAddressOffers(userId, tx);
      await this.deletion.deleteUser(userId, tx);
    });
    // The files go now; if this fails, the scheduled sweep removes them later.
    await this.files.sweep().catch((error: Error) => {
      this.logger.warn(`Document files of a deleted account left to the sweep: ${error.message}`);
    });
  }
}
