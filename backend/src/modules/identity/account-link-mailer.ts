import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { authConfig } from '../../shared/config';
import { IdentityMailer } from './identity-mailer';
import { OneTimeTokenRepository } from './one-time-token.repository';
import type { AccountMailLanguage } from './screen-language';
import { generateSecretToken, hashToken } from './secret-token';

interface Account {
  id: number;
  email: string;
  fullName: string;
}

/**
 * Creates a single-use link (replacing the earlier one) and queues the e-mail that carries it, in
 * the language of the screen that asked.
 */
@Injectable()
export class AccountLinkMailer {
  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly tokens: OneTimeTokenRepository,
    private readonly mailer: IdentityMailer,
  ) {}

  async sendVerification(account: Account, language: AccountMailLanguage): Promise<void> {
    const token = await this.newToken(
      account.id,
      'email_verification',
      this.config.verificationTtlSeconds,
    );
    await this.mailer.sendVerification(account, token, language);
  }

  async sendPasswordReset(account: Account, language: AccountMailLanguage): Promise<void> {
    const token = await this.newToken(account.id, 'password_reset', this.config.resetTtlSeconds);
    await this.mailer.sendPasswordReset(account, token, language);
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
