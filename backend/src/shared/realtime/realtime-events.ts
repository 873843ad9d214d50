/** Sockets of admins join this room; job events go only there. */
export const ADMIN_ROOM = 'admins';

/** The channel key shared by the socket.io Redis adapter and the emitter of every process. */
export const socketIoRedisKey = (keyPrefix: string) => `${keyPrefix}:socket.io`;

/** Events the server emits (spec §7 "Live events"), with their payloads. */
export interface RealtimeEvents {
  'analyzer:admin:ingest:log': {
    processId: string;
    level: 'info' | 'warn' | 'error';
    message: string;
    line: number | null;
    timestamp: string;
  };
  'analyzer:admin:ingest:progress': {
    processId: string;
    /** Percentage, 0–100. */
    progress: number;
    total: number | null;
    currentRow: number;
  };
  'analyzer:admin:ingest:complete': { processId: string; success: boolean; message: string };
  'analyzer:admin:ingest:status': { processId: string; isRunning: boolean; completed: boolean };
}

export type RealtimeEventName = keyof RealtimeEvents;
