import { Injectable } from '@nestjs/common';
import { DomainException } from '../../shared/errors';
import { AccountEmailRequests } from './account-email-requests';
import { IdentityError } from './identity.errors';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { PasswordHasher } from './password-hasher';
import type { AccountMailLanguage } from './screen-language';
import { hashToken } from './secret-token';
import { SessionService } from './session.service';
import { UserRepository } from './user.repository';

@Injectable()
export class PasswordRecoveryService {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: OneTimeTokenRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly emailRequests: AccountEmailRequests,
  ) {}

  /** Only queued: same answer, as fast, whether or not the address has an account. */
  requestReset(email: string, language: AccountMailLanguage): Promise<void> {
    return this.emailRequests.request('password-reset', email, language);
  }

  async checkResetToken(token: string): Promise<{ email: string }> {
    const stored = await this.tokens.findUsable('password_reset', hashToken(token));
    const user = stored ? await this.users.findById(stored.userId) : null;
    if (!user) throw new DomainException(IdentityError.InvalidResetToken);
    return { email: user.email };
  }

  /** A reset ends every open session of the account. */
  async resetPassword(token: string, password: string): Promise<void> {
    const userId = await this.tokens.consume('password_reset', hashToken(token));
    if (!userId) throw new DomainException(IdentityError.InvalidResetToken);
    await this.users.updatePasswordHash(userId, await this.hasher.hash(password));
    await this.sessions.closeAllForUser(userId);
  }
}
