import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { createHash, createHmac } from 'node:crypto';
import { appConfig, authConfig } from '../../shared/config';

export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/** The link's query: the page's form posts to it, relative to the link itself. */
export const unsubscribeQueryOf = (token: string): string => `?token=${encodeURIComponent(token)}`;

/** The token as stored: only its hash is kept, the way identity keeps its e-mailed links. */
export const hashUnsubscribeToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/**
 * Each user's one-click unsubscribe link. Every e-mail ever sent must keep a working link, so the
 * token is not drawn anew each time (that would void the older e-mails' links) but derived from
 * the user id under a key of the server's: unguessable, the same in every e-mail, never stored.
 */
@Injectable()
export class UnsubscribeLinks {
  private readonly key: Buffer;

  constructor(
    @Inject(authConfig.KEY) auth: ConfigType<typeof authConfig>,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {
    this.key = createHmac('sha256', auth.accessSecret).update('notification-unsubscribe').digest();
  }

  tokenOf(userId: number): string {
    return createHmac('sha256', this.key).update(String(userId)).digest('base64url');
  }

  tokenHashOf(userId: number): string {
    return hashUnsubscribeToken(this.tokenOf(userId));
  }

  urlOf(userId: number): string {
    return `${this.app.appUrl}${UNSUBSCRIBE_PATH}${unsubscribeQueryOf(this.tokenOf(userId))}`;
  }
}
