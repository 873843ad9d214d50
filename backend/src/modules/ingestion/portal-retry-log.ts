import { RetryNotice } from './bodacc-portal.client';
import { JobEventsPublisher } from './job-events.publisher';
import { JobMessages } from './job-messages';

/** The run's log line for each time the portal asks a download to wait and try again. */
export const logPortalRetries =
  (events: JobEventsPublisher, runId: string) =>
  (retry: RetryNotice): Promise<void> =>
    events.log(
      runId,
      'warn',
      JobMessages.syncRetrying(
        retry.attempt,
        retry.attempts,
        retry.reason,
        Math.ceil(retry.waitMs / 1000),
      ),
    );
