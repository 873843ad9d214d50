import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, Public } from '../../shared/auth';
import { MessageResponse } from '../../shared/dto/success.response';
import { RateLimit } from '../../shared/rate-limit';
import { AccountDataExportService } from './account-data-export.service';
import { AccountDeletionService } from './account-deletion.service';
import { AccountService } from './account.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { DeleteAccountDto } from './dto/delete-account.dto';
import { EmailDto } from './dto/email.dto';
import { LoginDto } from './dto/login.dto';
import { RefreshTokenDto } from './dto/refresh-token.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import {
  MeResponse,
  RegisteredResponse,
  SessionResponse,
  TokenCheckResponse,
  VerifyEmailResponse,
  UserChangedResponse,
} from './dto/user.response';
import { PasswordRecoveryService } from './password-recovery.service';
import { AccountMailLanguage, ScreenLanguage } from './screen-language';
import { SessionService } from './session.service';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class IdentityController {
  constructor(
    private readonly accounts: AccountService,
    private readonly recovery: PasswordRecoveryService,
    private readonly sessions: SessionService,
    private readonly dataExport: AccountDataExportService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Public()
  @Post('register')
  @ApiCreatedResponse({ type: RegisteredResponse })
  async register(
    @Body() dto: RegisterDto,
    @ScreenLanguage() language: AccountMailLanguage,
  ): Promise<RegisteredResponse> {
    const user = await this.accounts.register(dto, language);
    return {
      success: true,
      message: 'Registration successful. Please check your email to activate your account.',
      user,
    };
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponse })
  login(@Body() dto: LoginDto): Promise<SessionResponse> {
    return this.accounts.login(dto);
  }

  @Get('me')
  @ApiOkResponse({ type: MeResponse })
  async me(@CurrentUser() user: AuthUser): Promise<MeResponse> {
    return { user: await this.accounts.me(user.id) };
  }

  @Public()
  @RateLimit('session')
  @Post('refresh-token')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponse })
  refresh(@Body() dto: RefreshTokenDto): Promise<SessionResponse> {
    return this.sessions.refresh(dto.refreshToken);
  }

  @Public()
  @RateLimit('session')
  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse })
  async logout(@Body() dto: RefreshTokenDto): Promise<MessageResponse> {
    await this.sessions.close(dto.refreshToken);
    return { success: true, message: 'Logged out' };
  }

  @Public()
  @Get('verify-email/:token')
  @ApiOkResponse({ type: VerifyEmailResponse })
  async verifyEmail(@Param('token') token: string): Promise<VerifyEmailResponse> {
    const data = await this.accounts.verifyEmail(token);
    const message = data.alreadyVerified ? 'Email already verified' : 'Email verified successfully';
    return { success: true, message, data };
  }

  @Public()
  @Post('resend-verification')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse })
  async resendVerification(
    @Body() dto: EmailDto,
    @ScreenLanguage() language: AccountMailLanguage,
  ): Promise<MessageResponse> {
    await this.accounts.resendVerification(dto.email, language);
    return {
      success: true,
      message: 'If this account awaits verification, a new email has been sent.',
    };
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse })
  async forgotPassword(
    @Body() dto: EmailDto,
    @ScreenLanguage() language: AccountMailLanguage,
  ): Promise<MessageResponse> {
    await this.recovery.requestReset(dto.email, language);
    return {
      success: true,
      message: 'If an account exists for this email, a reset link has been sent.',
    };
  }

  @Public()
  @Get('verify-reset-token/:token')
  @ApiOkResponse({ type: TokenCheckResponse })
  async verifyResetToken(@Param('token') token: string): Promise<TokenCheckResponse> {
    const data = await this.recovery.checkResetToken(token);
    return { success: true, message: 'Reset token is valid', data };
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse })
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageResponse> {
    await this.recovery.resetPassword(dto.token, dto.password);
    return { success: true, message: 'Password reset successfully' };
  }

  @Put('profile')
  @ApiOkResponse({ type: UserChangedResponse })
  async updateProfile(
    @CurrentUser() user: AuthUser,
    @Body() dto: UpdateProfileDto,
  ): Promise<UserChangedResponse> {
    return { success: true, user: await this.accounts.updateProfile(user.id, dto.fullName) };
  }

  @RateLimit()
  @Post('change-password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse })
  async changePassword(
    @CurrentUser() user: AuthUser,
    @Body() dto: ChangePasswordDto,
  ): Promise<MessageResponse> {
    await this.accounts.changePassword(user, dto);
    return { success: true, message: 'Password changed successfully' };
  }

  /** CONTRACT 7.7: everything held about the user, as a JSON download. */
  @Get('account/export')
  @ApiProduces('application/json')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async exportAccount(@CurrentUser() user: AuthUser): Promise<StreamableFile> {
    const { fileName, stream } = await this.dataExport.export(user.id);
    return new StreamableFile(stream, {
      type: 'application/json; charset=utf-8',
      disposition: `attachment; filename="${fileName}"`,
    });
  }

  /** CONTRACT 7.7: removes the account; ledger and payments are kept anonymised. */
  @RateLimit()
  @Delete('account')
  @HttpCode(204)
  @ApiNoContentResponse()
  async deleteAccount(@CurrentUser() user: AuthUser, @Body() dto: DeleteAccountDto): Promise<void> {
    await this.deletion.delete(user.id, dto.password);
  }
}
