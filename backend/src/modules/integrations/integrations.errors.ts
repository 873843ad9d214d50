import { HttpStatus } from '@nestjs/common';
import type { ErrorDefinition } from '../../shared/errors';

export const IntegrationsError = {
  WebhookNotFound: {
    code: 'WEBHOOK_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'Webhook not found',
  },
  WebhookUrlNotAllowed: {
    code: 'WEBHOOK_URL_NOT_ALLOWED',
    status: HttpStatus.BAD_REQUEST,
    // Says nothing of what the host resolves to (issue 28).
    message: 'This webhook address is not allowed',
  },
} satisfies Record<string, ErrorDefinition>;
