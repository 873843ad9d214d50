import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { createSecretKey, KeyObject, randomUUID } from 'node:crypto';
import { AuthUser, AuthUserResolver } from '../../shared/auth';
import { authConfig } from '../../shared/config';
import { DomainException } from '../../shared/errors';
import { toUserView, User, UserView } from './entities/user.entity';
import { IdentityError } from './identity.errors';
import { RefreshTokenRepository } from './refresh-token.repository';
import { hashToken } from './secret-token';
import { UserRepository } from './user.repository';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  user: UserView;
}

interface AccessClaims {
  sub: number;
  fam: string;
}

interface RefreshClaims {
  sub: number;
  fam: string;
  jti: string;
}

/** Sessions: short-lived access JWTs and rotating refresh tokens grouped in families. */
@Injectable()
export class SessionService extends AuthUserResolver {
  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly jwt: JwtService,
    private readonly refreshTokens: RefreshTokenRepository,
    private readonly users: UserRepository,
  ) {
    super();
  }

  open(user: User): Promise<SessionTokens> {
    return this.issue(user, randomUUID());
  }

  async refresh(refreshToken: string): Promise<SessionTokens> {
    const claims = await this.verify<RefreshClaims>(refreshToken, this.config.refreshSecret);
    if (!claims) throw new DomainException(IdentityError.InvalidRefreshToken);
    const tokenHash = hashToken(refreshToken);
    const stored = await this.refreshTokens.findByHash(tokenHash);
    if (!stored || stored.expiresAt <= new Date())
      throw new DomainException(IdentityError.InvalidRefreshToken);
    const user = await this.users.findById(stored.userId);
    if (!user?.isVerified) throw new DomainException(IdentityError.InvalidRefreshToken);
    // The next token exists before this one is revoked, so the session never looks ended to
    // the requests that its access token makes meanwhile.
    const next = await this.issue(user, stored.familyId);
    const isRotatedNow = await this.refreshTokens.revokeIfActive(tokenHash);
    if (!isRotatedNow) {
      // A rotated token came back: someone holds a copy, so the whole session ends.
      await this.refreshTokens.revokeFamily(stored.familyId);
      throw new DomainException(IdentityError.RefreshTokenReused);
    }
    return next;
  }

  async close(refreshToken: string): Promise<void> {
    await this.refreshTokens.revokeIfActive(hashToken(refreshToken));
  }

  async closeAllForUser(userId: number, exceptFamilyId?: string): Promise<void> {
    await this.refreshTokens.revokeAllForUser(userId, exceptFamilyId);
  }

  async resolveAccessToken(token: string): Promise<AuthUser | null> {
    const claims = await this.verify<AccessClaims>(token, this.config.accessSecret);
    if (!claims) return null;
    const user = await this.users.findSessionUser(claims.sub, claims.fam);
    // An account an admin marks unverified loses its open sessions at once.
    if (!user?.isVerified) return null;
    return { id: user.id, email: user.email, role: user.role, sessionId: claims.fam };
  }

  private async issue(user: User, familyId: string): Promise<SessionTokens> {
    const tokenId = randomUUID();
    const refreshToken = await this.jwt.signAsync(
      { sub: user.id, fam: familyId, jti: tokenId },
      { secret: this.config.refreshSecret, expiresIn: this.config.refreshTtlSeconds },
    );
    await this.refreshTokens.insert({
      id: tokenId,
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + this.config.refreshTtlSeconds * 1000),
    });
    const accessToken = await this.jwt.signAsync(
      { sub: user.id, fam: familyId },
      { secret: this.config.accessSecret, expiresIn: this.config.accessTtlSeconds },
    );
    return { accessToken, refreshToken, user: toUserView(user) };
  }

  /**
   * Verification keys made once: given a string, jsonwebtoken first tries (and fails) to read it
   * as a public key on every call, which was 9 % of the API's CPU under search load
   * (docs/performance.md).
   */
  private readonly verifyKeys = new Map<string, KeyObject>();

  private async verify<T extends object>(token: string, secret: string): Promise<T | null> {
    let key = this.verifyKeys.get(secret);
    if (!key) {
      key = createSecretKey(Buffer.from(secret, 'utf8'));
      this.verifyKeys.set(secret, key);
    }
    try {
      // jsonwebtoken takes a KeyObject; @nestjs/jwt's option type only names string | Buffer.
      return await this.jwt.verifyAsync<T>(token, { secret: key as unknown as Buffer });
    } catch {
      return null;
    }
  }
}
