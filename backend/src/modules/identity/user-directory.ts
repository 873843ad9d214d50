import { Injectable } from '@nestjs/common';
import { AccountVerificationService } from './account-verification.service';
import { PasswordHasher } from './password-hasher';
import { UserRepository } from './user.repository';

/** What other contexts may ask Identity about users (STYLE.md rule 3: through a service). */
@Injectable()
export class UserDirectory {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly verification: AccountVerificationService,
  ) {}

  async exists(id: number): Promise<boolean> {
    return (await this.users.findById(id)) !== null;
  }

  /**
   * Idempotent seed of a verified user, with the welcome credits every verified account
   * gets; an existing account keeps its password.
   */
  async ensureVerifiedUser(
    email: string,
    fullName: string,
    password: string,
  ): Promise<{ id: number; created: boolean }> {
    const existing = await this.users.findByEmail(email);
    const user =
      existing ??
      (await this.users.insert({
        email,
        fullName,
        passwordHash: await this.hasher.hash(password),
        role: 'user',
        isVerified: false,
      }));
    await this.verification.markVerified(user.id);
    return { id: user.id, created: !existing };
  }
}
