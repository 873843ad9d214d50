import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { authConfig } from '../../shared/config';
import { DomainException } from '../../shared/errors';
import { IdentityMailer } from './identity-mailer';
import { IdentityError } from './identity.errors';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { PasswordHasher } from './password-hasher';
import { generateSecretToken, hashToken } from './secret-token';
import { SessionService } from './session.service';
import { UserRepository } from './user.repository';

@Injectable()
export class PasswordRecoveryService {
  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly users: UserRepository,
    private readonly tokens: OneTimeTokenRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly mailer: IdentityMailer,
  ) {}

  /** Same outcome whether or not the address has an account, so it reveals nothing. */
  async requestReset(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = generateSecretToken();
    const expiresAt = new Date(Date.now() + this.config.resetTtlSeconds * 1000);
    await this.tokens.replaceForUser(user.id, 'password_reset', hashToken(token), expiresAt);
    await this.mailer.sendPasswordReset(user, token);
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
