import { Body, Controller, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { AuthUser, CurrentUser, Public } from '../../shared/auth';
import { AccountService } from './account.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { EmailDto } from './dto/email.dto';
import { LoginDto } from './dto/login.dto';
import { RefreshTokenDto } from './dto/refresh-token.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { PasswordRecoveryService } from './password-recovery.service';
import { SessionService } from './session.service';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class IdentityController {
  constructor(
    private readonly accounts: AccountService,
    private readonly recovery: PasswordRecoveryService,
    private readonly sessions: SessionService,
  ) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('register')
  async register(@Body() dto: RegisterDto) {
    const user = await this.accounts.register(dto);
    return {
      success: true,
      message: 'Registration successful. Please check your email to activate your account.',
      user,
    };
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('login')
  @HttpCode(200)
  login(@Body() dto: LoginDto) {
    return this.accounts.login(dto);
  }

  @Get('me')
  async me(@CurrentUser() user: AuthUser) {
    return { user: await this.accounts.me(user.id) };
  }

  @Public()
  @Post('refresh-token')
  @HttpCode(200)
  refresh(@Body() dto: RefreshTokenDto) {
    return this.sessions.refresh(dto.refreshToken);
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  async logout(@Body() dto: RefreshTokenDto) {
    await this.sessions.close(dto.refreshToken);
    return { success: true, message: 'Logged out' };
  }

  @Public()
  @Get('verify-email/:token')
  async verifyEmail(@Param('token') token: string) {
    const data = await this.accounts.verifyEmail(token);
    return { success: true, message: 'Email verified successfully', data };
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('resend-verification')
  @HttpCode(200)
  async resendVerification(@Body() dto: EmailDto) {
    await this.accounts.resendVerification(dto.email);
    return {
      success: true,
      message: 'If this account awaits verification, a new email has been sent.',
    };
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(@Body() dto: EmailDto) {
    await this.recovery.requestReset(dto.email);
    return {
      success: true,
      message: 'If an account exists for this email, a reset link has been sent.',
    };
  }

  @Public()
  @Get('verify-reset-token/:token')
  async verifyResetToken(@Param('token') token: string) {
    const data = await this.recovery.checkResetToken(token);
    return { success: true, message: 'Reset token is valid', data };
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Body() dto: ResetPasswordDto) {
    await this.recovery.resetPassword(dto.token, dto.password);
    return { success: true, message: 'Password reset successfully' };
  }

  @Put('profile')
  async updateProfile(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto) {
    return { success: true, user: await this.accounts.updateProfile(user.id, dto.fullName) };
  }

  @Post('change-password')
  @HttpCode(200)
  async changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto) {
    await this.accounts.changePassword(user, dto);
    return { success: true, message: 'Password changed successfully' };
  }
}
