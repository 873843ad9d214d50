import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, QueryFailedError, Repository } from 'typeorm';
import { DomainException } from '../../shared/errors';
import { User } from './entities/user.entity';
import { IdentityError } from './identity.errors';

const UNIQUE_VIOLATION = '23505';

export type SessionUser = Pick<User, 'id' | 'email' | 'role' | 'isVerified'>;

type NewUser = Pick<User, 'email' | 'fullName' | 'passwordHash' | 'role' | 'isVerified'>;

@Injectable()
export class UserRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** What a request needs of its user, in one light query (it runs on every request). */
  async findSessionUser(id: number): Promise<SessionUser | null> {
    const rows: SessionUser[] = await this.users.query(
      `SELECT id, email, role, is_verified AS "isVerified" FROM users WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email })
      .getOne();
  }

  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.email) = lower(:email)', { email })
      .getOne();
  }

  async findPasswordHash(id: number): Promise<string | null> {
    const user = await this.users.findOne({
      where: { id },
      select: { id: true, passwordHash: true },
    });
    return user?.passwordHash ?? null;
  }

  /** The unique index on lower(email) settles concurrent registrations. */
  async insert(newUser: NewUser): Promise<User> {
    try {
      const saved = await this.users.save(this.users.create(newUser));
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
  searchPage(search: string, limit: number, offset: number): Promise<[User[], number]> {
    const query = this.users
      .createQueryBuilder('user')
      .orderBy('user.id', 'ASC')
      .take(limit)
      .skip(offset);
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      query.where(
        '(unaccent(lower(user.full_name)) LIKE unaccent(lower(:pattern)) OR lower(user.email) LIKE lower(:pattern))',
        { pattern },
      );
    }
    return query.getManyAndCount();
  }

  async updateAccount(
    id: number,
    changes: Partial<Pick<User, 'fullName' | 'role' | 'isVerified'>>,
  ): Promise<void> {
    await this.users.update({ id }, changes);
  }

  async markVerified(id: number): Promise<void> {
    await this.users.update({ id }, { isVerified: true });
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
