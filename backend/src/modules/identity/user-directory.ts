import { Injectable } from '@nestjs/common';
import { PasswordHasher } from './password-hasher';
import { UserRepository } from './user.repository';

/** What other contexts may ask Identity about users (STYLE.md rule 3: through a service). */
@Injectable()
export class UserDirectory {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async exists(id: number): Promise<boolean> {
    return (await this.users.findById(id)) !== null;
  }

  /** Idempotent seed of a verified user; an existing account keeps its password. */
  async ensureVerifiedUser(
    email: string,
    fullName: string,
    password: string,
  ): Promise<{ id: number; created: boolean }> {
    const existing = await this.users.findByEmail(email);
    if (existing) return { id: existing.id, created: false };
    const user = await this.users.insert({
      email,
      fullName,
      passwordHash: await this.hasher.hash(password),
      role: 'user',
      isVerified: true,
    });
    return { id: user.id, created: true };
  }
}
