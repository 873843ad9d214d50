import { Injectable, Logger } from '@nestjs/common';
import { Database } from '../../shared/database';
import { DomainException } from '../../shared/errors';
import { DocumentFileSweeper } from '../favorites';
import { AccountDeletionRepository } from './account-deletion.repository';
import { IdentityError } from './identity.errors';
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
  ) {}

  /** Every session ends with the row (access tokens need a live refresh token of their session). */
  async delete(userId: number, password: string): Promise<void> {
    const hash = await this.users.findPasswordHash(userId);
    if (!(await this.hasher.verify(hash, password))) {
      throw new DomainException(IdentityError.DeletionPasswordWrong);
    }
    if (await this.deletion.hasRenewingSubscription(userId)) {
      throw new DomainException(IdentityError.DeletionSubscriptionRenews);
    }
    await this.db.transaction((tx) => this.deletion.deleteUser(userId, tx));
    // The files go now; if this fails, the scheduled sweep removes them later.
    await this.files.sweep().catch((error: Error) => {
      this.logger.warn(`Document files of a deleted account left to the sweep: ${error.message}`);
    });
  }
}
