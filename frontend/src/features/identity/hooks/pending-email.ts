/** The address that just registered, so the verification page can offer a resend. */
const KEY = 'pendingVerificationEmail';

export const pendingEmail = {
  get: (): string | null => localStorage.getItem(KEY),
  set: (email: string): void => localStorage.setItem(KEY, email),
  clear: (): void => localStorage.removeItem(KEY),
};
