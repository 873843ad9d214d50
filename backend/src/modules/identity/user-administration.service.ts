import { Injectable } from '@nestjs/common';
import { AuthUser, Role } from '../../shared/auth';
import { Database } from '../../shared/database';
import { DomainException } from '../../shared/errors';
import { AccountVerificationService } from './account-verification.service';
import { toUserView, UserView } from './entities/user.entity';
import { IdentityError } from './identity.errors';
import { UserRepository } from './user.repository';

export interface AccountChanges {
  fullName?: string;
  role?: Role;
  isVerified?: boolean;
}

/** What the Admin context may read and change about accounts. */
@Injectable()
export class UserAdministrationService {
  constructor(
    private readonly db: Database,
    private readonly users: UserRepository,
    private readonly verification: AccountVerificationService,
  ) {}

  countUsers(): Promise<number> {
    return this.users.countAll();
  }

  async latest(limit: number): Promise<UserView[]> {
    return (await this.users.latest(limit)).map(toUserView);
  }

  async byIds(ids: number[]): Promise<Map<number, UserView>> {
    const users = await this.users.findByIds([...new Set(ids)]);
    return new Map(users.map((user) => [user.id, toUserView(user)]));
  }

  async search(search: string, page: number, limit: number) {
    const [users, totalItems] = await this.users.searchPage(
      search.trim(),
      limit,
      (page - 1) * limit,
    );
    return { users: users.map(toUserView), totalItems };
  }

  /**
   * The account of a session still open (refresh-token family neither revoked nor expired), else
   * null: what an admin surface outside the API's bearer tokens checks on each request.
   */
  async findBySession(
    id: number,
    sessionId: string,
  ): Promise<{ id: number; role: Role; isVerified: boolean } | null> {
    return this.users.findSessionUser(id, sessionId);
  }

  async find(id: number): Promise<UserView> {
    const user = await this.users.findById(id);
    if (!user) throw new DomainException(IdentityError.UserNotFound);
    return toUserView(user);
  }

  /**
   * Returns the account before and after, for the audit log. An admin keeps their own role;
   * verifying an account here grants the welcome credits as the e-mailed link would.
   */
  async update(
    actor: AuthUser,
    id: number,
    changes: AccountChanges,
  ): Promise<{ before: UserView; after: UserView }> {
    const before = await this.find(id);
    if (actor.id === id && changes.role && changes.role !== 'admin') {
      throw new DomainException(IdentityError.CannotDemoteSelf);
    }
    await this.db.transaction(async (tx) => {
      await this.users.updateAccount(id, changes, tx);
      if (changes.isVerified && !before.isVerified) await this.verification.markVerified(id, tx);
    });
    return { before, after: await this.find(id) };
  }
}
