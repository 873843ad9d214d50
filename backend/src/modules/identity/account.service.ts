import { Injectable } from '@nestjs/common';
import { AuthUser } from '../../shared/auth';
import { DomainException } from '../../shared/errors';
import { AccountVerificationService } from './account-verification.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { toUserView, UserView } from './entities/user.entity';
import { AccountEmailRequests } from './account-email-requests';
import { AccountLinkMailer } from './account-link-mailer';
import { IdentityError } from './identity.errors';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { PasswordHasher } from './password-hasher';
import type { AccountMailLanguage } from './screen-language';
import { hashToken } from './secret-token';
import { SessionService, SessionTokens } from './session.service';
import { UserRepository } from './user.repository';

/** Registration, e-mail verification, login and the signed-in user's own account. */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: OneTimeTokenRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly links: AccountLinkMailer,
    private readonly emailRequests: AccountEmailRequests,
    private readonly verification: AccountVerificationService,
  ) {}

  /** The verification e-mail is written in `language`, the registration screen's. */
  async register(dto: RegisterDto, language: AccountMailLanguage): Promise<UserView> {
    // A look-alike of a taken address answers as the address itself would (issue 28).
    if (await this.users.isAddressTaken(dto.email)) {
      throw new DomainException(IdentityError.EmailTaken);
    }
    const user = await this.users.insert({
      email: dto.email,
      fullName: dto.fullName,
      passwordHash: await this.hasher.hash(dto.password),
      role: 'user',
      isVerified: false,
    });
    await this.links.sendVerification(user, language);
    return toUserView(user);
  }

  async verifyEmail(token: string): Promise<{ email: string; alreadyVerified: boolean }> {
    const tokenHash = hashToken(token);
    const userId = await this.tokens.consume('email_verification', tokenHash);
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) return this.answerUsedVerificationLink(tokenHash);
    await this.verification.markVerified(user.id);
    return { email: user.email, alreadyVerified: false };
  }

  /**
   * A link clicked twice (or after a newer one verified the account) is not an error to the
   * person holding it; a used link of an account still unverified stays invalid.
   */
  private async answerUsedVerificationLink(
    tokenHash: string,
  ): Promise<{ email: string; alreadyVerified: boolean }> {
    const userId = await this.tokens.findUserOfUsedToken('email_verification', tokenHash);
    const user = userId ? await this.users.findById(userId) : null;
    if (!user?.isVerified) throw new DomainException(IdentityError.InvalidVerificationToken);
    return { email: user.email, alreadyVerified: true };
  }

  /** Only queued: the answer is the same, as fast, for unknown and already verified addresses. */
  resendVerification(email: string, language: AccountMailLanguage): Promise<void> {
    return this.emailRequests.request('verification', email, language);
  }

  async login(dto: LoginDto): Promise<SessionTokens> {
    const user = await this.users.findByEmailWithPassword(dto.email);
    const isPasswordRight = await this.hasher.verify(user?.passwordHash, dto.password);
    if (!user || !isPasswordRight) throw new DomainException(IdentityError.InvalidCredentials);
    if (!user.isVerified) throw new DomainException(IdentityError.EmailNotVerified);
    return this.sessions.open(user);
  }

  async me(userId: number): Promise<UserView> {
    const user = await this.users.findById(userId);
    if (!user) throw new DomainException(IdentityError.UserNotFound);
    return toUserView(user);
  }

  async updateProfile(userId: number, fullName: string): Promise<UserView> {
    await this.users.updateFullName(userId, fullName);
    return this.me(userId);
  }

  /** Other sessions end; the one that changed the password stays signed in. */
  async changePassword(current: AuthUser, dto: ChangePasswordDto): Promise<void> {
    const hash = await this.users.findPasswordHash(current.id);
    if (!(await this.hasher.verify(hash, dto.currentPassword))) {
      throw new DomainException(IdentityError.WrongPassword);
    }
    await this.users.updatePasswordHash(current.id, await this.hasher.hash(dto.newPassword));
    await this.sessions.closeAllForUser(current.id, current.sessionId);
  }
}
