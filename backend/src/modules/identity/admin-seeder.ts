import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { authConfig } from '../../shared/config';
import { PasswordHasher } from './password-hasher';
import { SessionService } from './session.service';
import { UserRepository } from './user.repository';

/** `isPasswordCurrent`: the account signs in with the password given (make start prints only then). */
export type AdminSeedResult = { email: string; created: boolean; isPasswordCurrent: boolean };

/** Idempotent: creates the configured admin once, and keeps an existing account's password. */
@Injectable()
export class AdminSeeder {
  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
  ) {}

  get adminEmail(): string {
    return this.config.adminEmail;
  }

  async ensureAdmin(password: string): Promise<AdminSeedResult> {
    const email = this.config.adminEmail;
    const existing = await this.users.findByEmail(email);
    if (existing) {
      await this.users.promoteToVerifiedAdmin(existing.id);
      return {
        email,
        created: false,
        isPasswordCurrent: await this.isPasswordCurrent(email, password),
      };
    }
    await this.users.insert({
      email,
      fullName: 'Administrateur',
      passwordHash: await this.hasher.hash(password),
      role: 'admin',
      isVerified: true,
    });
    return { email, created: true, isPasswordCurrent: true };
  }

  /** Whether the account exists and signs in with this password. */
  async isPasswordCurrent(email: string, password: string): Promise<boolean> {
    const user = await this.users.findByEmailWithPassword(email);
    return user ? this.hasher.verify(user.passwordHash, password) : false;
  }

  /** The operator's reset (make reset-admin-password): sets the password, ends every session. */
  async resetPassword(email: string, password: string): Promise<boolean> {
    const user = await this.users.findByEmail(email);
    if (!user) return false;
    await this.users.updatePasswordHash(user.id, await this.hasher.hash(password));
    await this.sessions.closeAllForUser(user.id);
    return true;
  }
}
