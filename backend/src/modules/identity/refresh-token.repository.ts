import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import { RefreshToken } from './entities/refresh-token.entity';

@Injectable()
export class RefreshTokenRepository {
  constructor(@InjectRepository(RefreshToken) private readonly tokens: Repository<RefreshToken>) {}

  async insert(
    token: Pick<RefreshToken, 'id' | 'userId' | 'familyId' | 'tokenHash' | 'expiresAt'>,
  ) {
    await this.tokens.insert(token);
  }

  findByHash(tokenHash: string): Promise<RefreshToken | null> {
    return this.tokens.findOneBy({ tokenHash });
  }

  /** True only for the one caller that revoked it, so a token rotates at most once. */
  async revokeIfActive(tokenHash: string): Promise<boolean> {
    const result = await this.tokens.update(
      { tokenHash, revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
    return (result.affected ?? 0) > 0;
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.tokens.update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async revokeAllForUser(userId: number, exceptFamilyId?: string): Promise<void> {
    const where = exceptFamilyId
      ? { userId, revokedAt: IsNull(), familyId: Not(exceptFamilyId) }
      : { userId, revokedAt: IsNull() };
    await this.tokens.update(where, { revokedAt: new Date() });
  }
}
