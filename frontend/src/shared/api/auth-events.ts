/** The global logout event: the HTTP client fires it when the session cannot be recovered. */
export type LogoutReason = 'SESSION_EXPIRED' | 'AUTH_ERROR';

type Listener = (reason: LogoutReason) => void;
const listeners = new Set<Listener>();

export const authEvents = {
  emitLogout(reason: LogoutReason): void {
    listeners.forEach((listener) => listener(reason));
  },
  onLogout(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
