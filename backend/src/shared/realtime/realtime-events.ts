import { ApiProperty } from '@nestjs/swagger';
import { NotificationsNewEvent } from './notification-events';

/** Sockets of admins join this room; job events go only there. */
export const ADMIN_ROOM = 'admins';

/** Every socket of a user joins that user's room; their own events go only there. */
export const userRoom = (userId: number) => `user:${userId}`;

/** The channel key shared by the socket.io Redis adapter and the emitter of every process. */
export const socketIoRedisKey = (keyPrefix: string) => `${keyPrefix}:socket.io`;

export const JOB_LOG_LEVELS = ['info', 'warn', 'error'] as const;

const CODE_DOC =
  'What the screens translate (ingestion namespace, jobs.log.<code>); null on rows written before codes';
const PARAMS_DOC = 'The parameters of the code (numbers and texts)';

export class JobLogEvent {
  @ApiProperty({ format: 'uuid' })
  processId: string;

  @ApiProperty({ enum: JOB_LOG_LEVELS, enumName: 'JobLogLevel' })
  level: (typeof JOB_LOG_LEVELS)[number];

  @ApiProperty({ description: 'The English text, shown when there is no code' })
  message: string;

  @ApiProperty({ type: String, nullable: true, description: CODE_DOC })
  code: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: PARAMS_DOC,
  })
  params: Record<string, string | number> | null;

  @ApiProperty({ type: Number, nullable: true, description: 'CSV line, when the line is known' })
  line: number | null;

  @ApiProperty({ format: 'date-time' })
  timestamp: string;
}

export class JobProgressEvent {
  @ApiProperty({ format: 'uuid' })
  processId: string;

  @ApiProperty({ description: 'Percentage, 0–100' })
  progress: number;

  @ApiProperty({ type: Number, nullable: true })
  total: number | null;

  @ApiProperty()
  currentRow: number;
}

export class JobCompleteEvent {
  @ApiProperty({ format: 'uuid' })
  processId: string;

  @ApiProperty()
  success: boolean;

  @ApiProperty({ description: 'The English text, shown when there is no code' })
  message: string;

  @ApiProperty({ type: String, nullable: true, description: CODE_DOC })
  code: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: PARAMS_DOC,
  })
  params: Record<string, string | number> | null;
}

export class JobStatusEvent {
  @ApiProperty({ format: 'uuid' })
  processId: string;

  @ApiProperty()
  isRunning: boolean;

  @ApiProperty()
  completed: boolean;
}

/**
 * The one map of events the server emits (spec §7 "Live events", CONTRACT §7.4 notifications):
 * event name → payload class.
 * The payload classes are OpenAPI schemas, and the frontend's socket types are generated from
 * this map (`npm run contract:generate`).
 */
export const REALTIME_EVENTS = {
  'analyzer:admin:ingest:log': JobLogEvent,
  'analyzer:admin:ingest:progress': JobProgressEvent,
  'analyzer:admin:ingest:complete': JobCompleteEvent,
  'analyzer:admin:ingest:status': JobStatusEvent,
  'notifications:new': NotificationsNewEvent,
} as const;

export type RealtimeEventName = keyof typeof REALTIME_EVENTS;

export type RealtimeEvents = {
  [E in RealtimeEventName]: InstanceType<(typeof REALTIME_EVENTS)[E]>;
};
