import { Injectable } from '@nestjs/common';
import { Database, sql, Transaction } from '../../shared/database';
import type { Role } from '../../shared/auth';
import { ApiKey } from './entities/api-key.entity';

/** What a key request needs of its key and owner, in one query. */
export interface ApiKeyOwner {
  keyId: number;
  lastUsedAt: Date | null;
  userId: number;
  email: string;
  role: Role;
}

@Injectable()
export class ApiKeysRepository {
  constructor(private readonly db: Database) {}

  insert(
    key: Pick<ApiKey, 'userId' | 'name' | 'prefix' | 'secretHash'>,
    tx: Transaction,
  ): Promise<ApiKey> {
    const keys = this.db.repository(ApiKey, tx);
    return keys.save(keys.create(key));
  }

  countOf(userId: number, tx: Transaction): Promise<number> {
    return this.db.repository(ApiKey, tx).countBy({ userId });
  }

  /** Newest first. */
  listOf(userId: number): Promise<ApiKey[]> {
    return this.db
      .repository(ApiKey)
      .find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Whether the user had that key (it is gone either way). */
  async deleteOwned(id: number, userId: number): Promise<boolean> {
    const result = await this.db.repository(ApiKey).delete({ id, userId });
    return (result.affected ?? 0) > 0;
  }

  /** The key of that hash and its owner, while the owner's account is verified. */
  async findOwnerByHash(secretHash: string): Promise<ApiKeyOwner | null> {
    const owner = await this.db.queryOne<ApiKeyOwner>(
      sql`SELECT k.id AS "keyId", k.last_used_at AS "lastUsedAt",
                 u.id AS "userId", u.email, u.role
          FROM api_keys k JOIN users u ON u.id = k.user_id
          WHERE k.secret_hash = ${secretHash} AND u.is_verified`,
    );
    return owner ?? null;
  }

  async markUsed(id: number): Promise<void> {
    await this.db.query(sql`UPDATE api_keys SET last_used_at = now() WHERE id = ${id}`);
  }
}
