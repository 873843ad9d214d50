import { HttpStatus } from '@nestjs/common';
import type { ErrorDefinition } from '../../shared/errors';

export const CreditsError = {
  InsufficientCredits: {
    code: 'INSUFFICIENT_CREDITS',
    status: HttpStatus.PAYMENT_REQUIRED,
    message: "You don't have enough credits for this operation",
  },
  AdjustmentIncomplete: {
    code: 'ADJUSTMENT_INCOMPLETE',
    status: HttpStatus.BAD_REQUEST,
    message: 'Amount and reason are required',
  },
  AdjustmentExceedsBalance: {
    code: 'ADJUSTMENT_EXCEEDS_BALANCE',
    status: HttpStatus.CONFLICT,
    message: 'The account does not hold that many credits to remove',
  },
  PackNotFound: {
    code: 'CREDIT_PACK_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'Credit pack not found',
  },
} satisfies Record<string, ErrorDefinition>;
