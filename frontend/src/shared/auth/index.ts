export { SessionProvider } from './SessionProvider';
export { SessionContext, useSession, type Session } from './session-context';
export { RequireAuth, RequireRole } from './guards';
export { sessionKeys } from './session-api';
export { safeReturnPath } from './return-path';
export type { User, Role } from './types';
