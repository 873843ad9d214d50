export type Role = 'user' | 'admin';

/** The signed-in user as every route sees it, loaded fresh on each request. */
export interface AuthUser {
  id: number;
  email: string;
  role: Role;
  /**
   * The refresh-token family of the session this request belongs to; `api-key:<id>` for a request
   * made with an API key, which has no session (and never reaches the routes that read it).
   */
  sessionId: string;
  /** The API key the request was made with, if it was. */
  apiKeyId?: number;
}

/** Implemented by the Identity context: turns a verified token subject into a current user. */
export abstract class AuthUserResolver {
  abstract resolveAccessToken(token: string): Promise<AuthUser | null>;
}
