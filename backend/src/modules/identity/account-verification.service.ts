import { Injectable } from '@nestjs/common';
import { Database, Transaction } from '../../shared/database';
import { CreditsService } from '../credits';
import { UserRepository } from './user.repository';

/**
 * The one place an account becomes verified, by the e-mailed link or by an admin: it gets
 * the welcome credits with it, once (the grant's reference makes it idempotent).
 */
@Injectable()
export class AccountVerificationService {
  constructor(
    private readonly db: Database,
    private readonly users: UserRepository,
    private readonly credits: CreditsService,
  ) {}

  markVerified(userId: number, within?: Transaction): Promise<void> {
    return this.db.transaction(async (tx) => {
      await this.users.markVerified(userId, tx);
      await this.credits.grantWelcome(userId, tx);
    }, within);
  }
}
