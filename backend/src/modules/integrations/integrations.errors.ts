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
    message: 'The webhook URL must resolve to public internet addresses only',
  },
} satisfies Record<string, ErrorDefinition>;
