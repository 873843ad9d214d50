import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import cookieParser from 'cookie-parser';
import type { Express, NextFunction, Request, Response } from 'express';
import { createHmac } from 'node:crypto';
import { AuthUser } from '../../shared/auth';
import { authConfig } from '../../shared/config';
import { CommonError } from '../../shared/errors';
import { JobQueues } from '../../shared/queue';
import { UserAdministrationService } from '../identity';
import { queueBoardLabels } from './queue-board-labels';

export const QUEUE_BOARD_PATH = '/api/admin/queues';
const COOKIE = 'queue_board';
const TICKET_TTL_SECONDS = 60;
const SESSION_TTL_SECONDS = 3600;
const AUDIENCE = 'queue-board';

interface BoardClaims {
  sub: number;
  /** The admin's session (refresh-token family): the board lives no longer than it. */
  fam: string;
  purpose: 'queue-board-ticket' | 'queue-board-session';
}

type BoardHolder = Pick<BoardClaims, 'sub' | 'fam'>;

/**
 * Bull Board, for admins only. A page load carries no bearer header, so the dashboard first asks
 * for a one-minute ticket; opening the board with it sets an httpOnly cookie limited to its path.
 * Both are signed with a key of the board's own, so neither is ever an API bearer token, and no
 * API token opens the board. Both carry the admin's session, checked on every board request: the
 * board closes when the admin logs out or stops being an admin.
 */
@Injectable()
export class QueueBoard {
  private readonly key: Buffer;

  constructor(
    @Inject(authConfig.KEY) config: ConfigType<typeof authConfig>,
    private readonly jwt: JwtService,
    private readonly users: UserAdministrationService,
    private readonly queues: JobQueues,
  ) {
    this.key = createHmac('sha256', config.accessSecret).update(AUDIENCE).digest();
  }

  async issueTicket(admin: AuthUser): Promise<{ url: string }> {
    const holder = { sub: admin.id, fam: admin.sessionId };
    const ticket = await this.sign(holder, 'queue-board-ticket', TICKET_TTL_SECONDS);
    return { url: `${QUEUE_BOARD_PATH}?ticket=${encodeURIComponent(ticket)}` };
  }

  mount(app: Express): void {
    const adapter = new ExpressAdapter();
    adapter.setBasePath(QUEUE_BOARD_PATH);
    createBullBoard({
      queues: this.queues.onJobBoard().map((queue) => new BullMQAdapter(queue)),
      serverAdapter: adapter,
    });
    app.use(
      QUEUE_BOARD_PATH,
      cookieParser(),
      (req, res, next) => void this.authorize(req, res, next),
      queueBoardLabels,
      adapter.getRouter(),
    );
  }

  private async authorize(req: Request, res: Response, next: NextFunction): Promise<void> {
    const ticket = typeof req.query.ticket === 'string' ? req.query.ticket : null;
    const ticketHolder = ticket ? await this.holderOf(ticket, 'queue-board-ticket') : null;
    if (ticketHolder) {
      const session = await this.sign(ticketHolder, 'queue-board-session', SESSION_TTL_SECONDS);
      res.cookie(COOKIE, session, {
        httpOnly: true,
        sameSite: 'strict',
        path: QUEUE_BOARD_PATH,
        maxAge: SESSION_TTL_SECONDS * 1000,
      });
      return res.redirect(303, QUEUE_BOARD_PATH);
    }
    if (await this.holderOf(req.cookies?.[COOKIE], 'queue-board-session')) return next();
    const { status, code, message } = CommonError.Unauthenticated;
    res.status(status).json({ statusCode: status, message, error: 'Unauthorized', code });
  }

  /**
   * Who holds the token, when it is valid for this purpose, its session is still open (one light
   * lookup per board request) and its user is still a verified admin.
   */
  private async holderOf(
    token: string | undefined,
    purpose: BoardClaims['purpose'],
  ): Promise<BoardHolder | null> {
    if (!token) return null;
    try {
      const claims = await this.jwt.verifyAsync<BoardClaims>(token, {
        secret: this.key,
        audience: AUDIENCE,
      });
      if (claims.purpose !== purpose || typeof claims.fam !== 'string') return null;
      const user = await this.users.findBySession(claims.sub, claims.fam);
      const isAdmin = user?.role === 'admin' && user.isVerified;
      return isAdmin ? { sub: claims.sub, fam: claims.fam } : null;
    } catch {
      return null;
    }
  }

  private sign(
    holder: BoardHolder,
    purpose: BoardClaims['purpose'],
    ttlSeconds: number,
  ): Promise<string> {
    return this.jwt.signAsync(
      { sub: holder.sub, fam: holder.fam, purpose },
      { secret: this.key, audience: AUDIENCE, expiresIn: ttlSeconds },
    );
  }
}
