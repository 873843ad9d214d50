import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { authConfig } from '../../shared/config';
import { IdentityMailer } from './identity-mailer';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { generateSecretToken, hashToken } from './secret-token';

interface Account {
  id: number;
  email: string;
  fullName: string;
}

/** Creates a single-use link (replacing the earlier one) and queues the e-mail that carries it. */
@Injectable()
export class AccountLinkMailer {
  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly tokens: OneTimeTokenRepository,
    private readonly mailer: IdentityMailer,
  ) {}

  async sendVerification(account: Account): Promise<void> {
    const token = await this.newToken(
      account.id,
      'email_verification',
      this.config.verificationTtlSeconds,
    );
    await this.mailer.sendVerification(account, token);
  }

  async sendPasswordReset(account: Account): Promise<void> {
    const token = await this.newToken(account.id, 'password_reset', this.config.resetTtlSeconds);
    await this.mailer.sendPasswordReset(account, token);
  }

  private async newToken(
    userId: number,
    purpose: 'email_verification' | 'password_reset',
    ttlSeconds: number,
  ): Promise<string> {
    const token = generateSecretToken();
    const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
    await this.tokens.replaceForUser(userId, purpose, hashToken(token), expiresAt);
    return token;
  }
}
