import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { OneTimeToken, OneTimeTokenPurpose } from './entities/one-time-token.entity';

@Injectable()
export class OneTimeTokenRepository {
  constructor(@InjectRepository(OneTimeToken) private readonly tokens: Repository<OneTimeToken>) {}

  /** A new link replaces the user's earlier unused links of the same purpose. */
  async replaceForUser(
    userId: number,
    purpose: OneTimeTokenPurpose,
    tokenHash: string,
    expiresAt: Date,
  ) {
    await this.tokens.manager.transaction(async (manager) => {
      await manager.update(
        OneTimeToken,
        { userId, purpose, usedAt: IsNull() },
        { usedAt: new Date() },
      );
      await manager.insert(OneTimeToken, { userId, purpose, tokenHash, expiresAt });
    });
  }

  async findUsable(purpose: OneTimeTokenPurpose, tokenHash: string): Promise<OneTimeToken | null> {
    return this.tokens
      .createQueryBuilder('token')
      .where('token.tokenHash = :tokenHash AND token.purpose = :purpose', { tokenHash, purpose })
      .andWhere('token.usedAt IS NULL AND token.expiresAt > now()')
      .getOne();
  }

  /** Marks the token used in one statement, so two clicks on the same link cannot both succeed. */
  async consume(purpose: OneTimeTokenPurpose, tokenHash: string): Promise<number | null> {
    const result = await this.tokens
      .createQueryBuilder()
      .update(OneTimeToken)
      .set({ usedAt: () => 'now()' })
      .where('token_hash = :tokenHash AND purpose = :purpose', { tokenHash, purpose })
      .andWhere('used_at IS NULL AND expires_at > now()')
      .returning('user_id')
      .execute();
    const rows = result.raw as { user_id: number }[];
    return rows[0]?.user_id ?? null;
  }
}
