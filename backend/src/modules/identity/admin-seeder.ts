import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { authConfig } from '../../shared/config';
import { PasswordHasher } from './password-hasher';
import { UserRepository } from './user.repository';

export type AdminSeedResult = { email: string; created: boolean };

/** Idempotent: creates the configured admin once, and keeps an existing account's password. */
@Injectable()
export class AdminSeeder {
  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async ensureAdmin(password: string): Promise<AdminSeedResult> {
    const email = this.config.adminEmail;
    const existing = await this.users.findByEmail(email);
    if (existing) {
      await this.users.promoteToVerifiedAdmin(existing.id);
      return { email, created: false };
    }
    await this.users.insert({
      email,
      fullName: 'Administrateur',
      passwordHash: await this.hasher.hash(password),
      role: 'admin',
      isVerified: true,
    });
    return { email, created: true };
  }
}
