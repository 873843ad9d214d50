import { HttpStatus } from '@nestjs/common';
import type { ErrorDefinition } from '../../shared/errors';

export const BillingError = {
  PlanNotFound: {
    code: 'PLAN_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'Subscription plan not found',
  },
  SubscriptionNotFound: {
    code: 'SUBSCRIPTION_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'Subscription not found',
  },
  SubscriptionAlreadyActive: {
    code: 'SUBSCRIPTION_ALREADY_ACTIVE',
    status: HttpStatus.CONFLICT,
    message: 'You already have an active subscription',
  },
  SubscriptionStillRunning: {
    code: 'SUBSCRIPTION_STILL_RUNNING',
    status: HttpStatus.CONFLICT,
    message:
      'Your cancelled subscription runs until the end of its period; subscribe again once it has ended, or change plan',
  },
  SamePlan: {
    code: 'SAME_PLAN',
    status: HttpStatus.CONFLICT,
    message: 'This is already your plan',
  },
  SubscriptionNotActive: {
    code: 'SUBSCRIPTION_NOT_ACTIVE',
    status: HttpStatus.CONFLICT,
    message: 'Only an active subscription can be cancelled',
  },
  PackPriceMismatch: {
    code: 'PACK_PRICE_MISMATCH',
    status: HttpStatus.BAD_REQUEST,
    message: 'The amount or credits do not match the selected pack',
  },
  CheckoutNotFound: {
    code: 'CHECKOUT_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'Checkout session not found',
  },
  CheckoutFailed: {
    code: 'CHECKOUT_FAILED',
    status: HttpStatus.BAD_GATEWAY,
    message: 'Failed to create checkout session',
  },
  InvalidWebhookSignature: {
    code: 'INVALID_WEBHOOK_SIGNATURE',
    status: HttpStatus.BAD_REQUEST,
    message: 'Invalid webhook signature',
  },
  PlanFeatureRequired: {
    code: 'PLAN_FEATURE_REQUIRED',
    status: HttpStatus.FORBIDDEN,
    message: 'Your plan does not include this feature',
  },
} satisfies Record<string, ErrorDefinition>;
