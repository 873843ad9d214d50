import { Injectable } from '@nestjs/common';
import { IsNull, Raw } from 'typeorm';
import { Database, sql } from '../../shared/database';
import { OneTimeToken, OneTimeTokenPurpose } from './entities/one-time-token.entity';

@Injectable()
export class OneTimeTokenRepository {
  constructor(private readonly db: Database) {}

  /** A new link replaces the user's earlier unused links of the same purpose. */
  async replaceForUser(
    userId: number,
    purpose: OneTimeTokenPurpose,
    tokenHash: string,
    expiresAt: Date,
  ) {
    await this.db.transaction(async (tx) => {
      const tokens = this.db.repository(OneTimeToken, tx);
      await tokens.update({ userId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
      await tokens.insert({ userId, purpose, tokenHash, expiresAt });
    });
  }

  findUsable(purpose: OneTimeTokenPurpose, tokenHash: string): Promise<OneTimeToken | null> {
    return this.db.repository(OneTimeToken).findOneBy({
      tokenHash,
      purpose,
      usedAt: IsNull(),
      expiresAt: Raw((expiresAt) => `${expiresAt} > now()`),
    });
  }

  /** Marks the token used in one statement, so two clicks on the same link cannot both succeed. */
  async consume(purpose: OneTimeTokenPurpose, tokenHash: string): Promise<number | null> {
    const row = await this.db.queryOne<{ user_id: number }>(
      sql`UPDATE one_time_tokens SET used_at = now()
          WHERE token_hash = ${tokenHash} AND purpose = ${purpose}
            AND used_at IS NULL AND expires_at > now()
          RETURNING user_id`,
    );
    return row?.user_id ?? null;
  }

  /** The account of a token already used (used tokens are kept), to tell a second click apart. */
  async findUserOfUsedToken(
    purpose: OneTimeTokenPurpose,
    tokenHash: string,
  ): Promise<number | null> {
    const row = await this.db.queryOne<{ user_id: number }>(
      sql`SELECT user_id FROM one_time_tokens
          WHERE token_hash = ${tokenHash} AND purpose = ${purpose} AND used_at IS NOT NULL`,
    );
    return row?.user_id ?? null;
  }
}
