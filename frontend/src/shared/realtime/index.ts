export { useSocket } from './use-socket';
export { useJobEvents } from './use-job-events';
export { dispatchJobEvent, JOB_EVENT_NAMES } from './job-events';
export type {
  JobEvents,
  JobEventName,
  JobEventHandlers,
  JobLogEvent,
  JobProgressEvent,
  JobCompleteEvent,
  JobStatusEvent,
} from './job-events';
