export { useSocket } from './use-socket';
export { useJobEvents } from './use-job-events';
export { useFollowedJobRun, type JobRunSource } from './use-followed-job-run';
export { dispatchJobEvent, JOB_EVENT_NAMES } from './job-events';
export {
  applyJobEvent,
  isActive,
  isSameLog,
  MAX_LOG_LINES,
  type FollowedJobRun,
  type JobRunState,
} from './job-run';
export type {
  JobEvents,
  JobEventName,
  JobEventHandlers,
  JobLogEvent,
  JobProgressEvent,
  JobCompleteEvent,
  JobStatusEvent,
} from './job-events';
