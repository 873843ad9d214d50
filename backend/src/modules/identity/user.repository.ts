import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, QueryFailedError, Repository } from 'typeorm';
import { Database, sql, Transaction } from '../../shared/database';
import { DomainException } from '../../shared/errors';
import { User } from './entities/user.entity';
import { toCanonicalEmail } from './dto/normalize';
import { emailSkeleton } from './email-skeleton';
import { IdentityError } from './identity.errors';
import { USER_COLUMNS, userSearchStatements } from './user-search.statement';

const UNIQUE_VIOLATION = '23505';

export type SessionUser = Pick<User, 'id' | 'email' | 'role' | 'isVerified'>;

type NewUser = Pick<User, 'email' | 'fullName' | 'passwordHash' | 'role' | 'isVerified'>;

@Injectable()
export class UserRepository {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly db: Database,
  ) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /**
   * What a request needs of its user, in one light query (it runs on every request); null when
   * the session is over: logged out, ended by a password change or reset, or expired. A session
   * (refresh-token family) lives while one of its refresh tokens is neither revoked nor expired.
   */
  async findSessionUser(id: number, sessionId: string): Promise<SessionUser | null> {
    const user = await this.db.queryOnePrepared<SessionUser>(
      'session_user',
      sql`SELECT id, email, role, is_verified AS "isVerified" FROM users
          WHERE id = ${id}
            AND EXISTS (SELECT 1 FROM refresh_tokens
                        WHERE family_id = ${sessionId} AND user_id = ${id}
                          AND revoked_at IS NULL AND expires_at > now())`,
    );
    return user ?? null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const user = await this.db.queryOne<User>(
      sql`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = ${toCanonicalEmail(email)}`,
    );
    return user ?? null;
  }

  /** Whether an account has this address, or one that looks like it (same skeleton). */
  async isAddressTaken(email: string): Promise<boolean> {
    const canonical = toCanonicalEmail(email);
    const rows = await this.db.query(
      sql`SELECT 1 FROM users
          WHERE lower(email) = ${canonical} OR email_skeleton = ${emailSkeleton(canonical)}`,
    );
    return rows.length > 0;
  }

  async findByEmailWithPassword(email: string): Promise<User | null> {
    const user = await this.db.queryOne<User>(
      sql`SELECT ${USER_COLUMNS}, password_hash AS "passwordHash"
          FROM users WHERE lower(email) = ${toCanonicalEmail(email)}`,
    );
    return user ?? null;
  }

  async findPasswordHash(id: number): Promise<string | null> {
    const user = await this.users.findOne({
      where: { id },
      select: { id: true, passwordHash: true },
    });
    return user?.passwordHash ?? null;
  }

  /** The unique indexes on lower(email) and its skeleton settle concurrent registrations. */
  async insert(newUser: NewUser): Promise<User> {
    try {
      const email = toCanonicalEmail(newUser.email);
      const saved = await this.users.save(
        this.users.create({ ...newUser, email, emailSkeleton: emailSkeleton(email) }),
      );
      return (await this.findById(saved.id))!;
    } catch (error) {
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
      ) {
        throw new DomainException(IdentityError.EmailTaken);
      }
      throw error;
    }
  }

  countAll(): Promise<number> {
    return this.users.count();
  }

  latest(limit: number): Promise<User[]> {
    return this.users.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  findByIds(ids: number[]): Promise<User[]> {
    return ids.length ? this.users.findBy({ id: In(ids) }) : Promise.resolve([]);
  }

  /** Name or e-mail containing the text, ignoring accents and case. */
  async searchPage(search: string, limit: number, offset: number): Promise<[User[], number]> {
    const statements = userSearchStatements(search, limit, offset);
    const [users, total] = await Promise.all([
      this.db.query<User>(statements.page),
      this.db.queryOne<{ count: number }>(statements.count),
    ]);
    return [users, total!.count];
  }

  async updateAccount(
    id: number,
    changes: Partial<Pick<User, 'fullName' | 'role' | 'isVerified'>>,
    tx?: Transaction,
  ): Promise<void> {
    await this.db.repository(User, tx).update({ id }, changes);
  }

  async markVerified(id: number, tx?: Transaction): Promise<void> {
    await this.db.repository(User, tx).update({ id }, { isVerified: true });
  }

  async updateFullName(id: number, fullName: string): Promise<void> {
    await this.users.update({ id }, { fullName });
  }

  async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }

  async promoteToVerifiedAdmin(id: number): Promise<void> {
    await this.users.update({ id }, { role: 'admin', isVerified: true });
  }
}
