import { HttpStatus } from '@nestjs/common';
import type { ErrorDefinition } from '../../shared/errors';

export const IdentityError = {
  EmailTaken: {
    code: 'EMAIL_TAKEN',
    status: HttpStatus.CONFLICT,
    message: 'An account already exists with this email address',
  },
  InvalidCredentials: {
    code: 'INVALID_CREDENTIALS',
    status: HttpStatus.UNAUTHORIZED,
    message: 'Invalid email or password',
  },
  EmailNotVerified: {
    code: 'EMAIL_NOT_VERIFIED',
    status: HttpStatus.FORBIDDEN,
    message:
      'Please verify your email address before logging in. Check your inbox for the activation link.',
  },
  InvalidRefreshToken: {
    code: 'INVALID_REFRESH_TOKEN',
    status: HttpStatus.UNAUTHORIZED,
    message: 'Your session has expired. Please log in again.',
  },
  RefreshTokenReused: {
    code: 'REFRESH_TOKEN_REUSED',
    status: HttpStatus.UNAUTHORIZED,
    message: 'This session was closed for your security. Please log in again.',
  },
  InvalidVerificationToken: {
    code: 'INVALID_VERIFICATION_TOKEN',
    status: HttpStatus.BAD_REQUEST,
    message: 'This verification link is invalid or has expired.',
  },
  InvalidResetToken: {
    code: 'INVALID_RESET_TOKEN',
    status: HttpStatus.BAD_REQUEST,
    message: 'This password reset link is invalid or has expired.',
  },
  WrongPassword: {
    code: 'WRONG_PASSWORD',
    status: HttpStatus.UNAUTHORIZED,
    message: 'Current password is incorrect',
  },
  DeletionPasswordWrong: {
    code: 'DELETION_PASSWORD_WRONG',
    status: HttpStatus.FORBIDDEN,
    message: 'The password is incorrect; your account was not deleted',
  },
  DeletionSubscriptionRenews: {
    code: 'DELETION_SUBSCRIPTION_RENEWS',
    status: HttpStatus.CONFLICT,
    message:
      'Your subscription would renew after your account is gone: cancel it first, then delete your account',
  },
  CannotDemoteSelf: {
    code: 'CANNOT_DEMOTE_SELF',
    status: HttpStatus.FORBIDDEN,
    message: 'You cannot remove your own administrator role',
  },
  ApiKeyNotFound: {
    code: 'API_KEY_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'API key not found',
  },
  UserNotFound: { code: 'USER_NOT_FOUND', status: HttpStatus.NOT_FOUND, message: 'User not found' },
} satisfies Record<string, ErrorDefinition>;
