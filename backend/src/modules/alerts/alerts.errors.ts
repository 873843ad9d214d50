import { HttpStatus } from '@nestjs/common';
import type { ErrorDefinition } from '../../shared/errors';

export const AlertsError = {
  WatchExists: {
    code: 'WATCH_EXISTS',
    status: HttpStatus.CONFLICT,
    message: 'You already watch this company',
  },
  WatchNotFound: {
    code: 'WATCH_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'Watch not found',
  },
  SavedSearchNotFound: {
    code: 'SAVED_SEARCH_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'Saved search not found',
  },
  NotificationNotFound: {
    code: 'NOTIFICATION_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'Notification not found',
  },
  PlanLimitReached: {
    code: 'PLAN_LIMIT_REACHED',
    status: HttpStatus.FORBIDDEN,
    message: 'Your plan does not allow more of these; upgrade it to add more',
  },
  /** PLAN_LIMIT_REACHED for watches, saying that a removed watch holds its place (issue 28). */
  WatchLimitReached: {
    code: 'PLAN_LIMIT_REACHED',
    status: HttpStatus.FORBIDDEN,
    message:
      'Your plan allows no more watches: upgrade it, or wait for a place to free; a place freed by removing a watch is available again 24 hours after the removal',
  },
  ImportUnreadable: {
    code: 'IMPORT_UNREADABLE',
    status: HttpStatus.BAD_REQUEST,
    message: 'Send a CSV or XLSX file (field "file") or a JSON list {"sirens": [...]}',
  },
  ImportTooLarge: {
    code: 'IMPORT_TOO_LARGE',
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    message: 'A portfolio import holds at most 20,000 lines and 5 MB',
  },
} satisfies Record<string, ErrorDefinition>;
