import { Injectable } from '@nestjs/common';
import { Database, sql, Transaction } from '../../shared/database';
import type { NotificationKind } from '../../shared/realtime';

/** A notification with what names its source: the watch's SIREN or the saved search's name. */
export interface NotificationRow {
  /** int8, as text. */
  id: string;
  userId: number;
  kind: NotificationKind;
  createdAt: Date;
  readAt: Date | null;
  /** Null for a closed report's notification. */
  recordId: number | null;
  reportId: number | null;
  watchId: number | null;
  watchSiren: string | null;
  savedSearchId: number | null;
  savedSearchName: string | null;
}

const ROW = sql`n.id, n.user_id AS "userId", n.kind, n.created_at AS "createdAt",
  n.read_at AS "readAt", n.record_id AS "recordId", n.report_id AS "reportId",
  n.watch_id AS "watchId",
  w.siren AS "watchSiren", n.saved_search_id AS "savedSearchId", q.name AS "savedSearchName"`;
const WITH_SOURCES = sql`LEFT JOIN watches w ON w.id = n.watch_id
  LEFT JOIN saved_searches q ON q.id = n.saved_search_id`;

@Injectable()
export class NotificationsRepository {
  constructor(private readonly db: Database) {}

  /**
   * The reporter's notification of a closed report, once per report. Marked e-mailed as it is
   * made: the notice e-mails (instant, digest) list notices, and this is none.
   */
  async insertReportClosed(
    reportId: number,
    userId: number,
    tx: Transaction,
  ): Promise<{ id: string; userId: number } | undefined> {
    return this.db.queryOne(
      sql`INSERT INTO notifications (user_id, report_id, kind, emailed_at)
          VALUES (${userId}, ${reportId}, 'report_closed', now())
          ON CONFLICT (report_id) DO NOTHING
          RETURNING id, user_id AS "userId"`,
      tx,
    );
  }

  /** Newest first. */
  pageOf(userId: number, offset: number, limit: number): Promise<NotificationRow[]> {
    return this.db.query<NotificationRow>(
      sql`SELECT ${ROW} FROM notifications n ${WITH_SOURCES}
          WHERE n.user_id = ${userId}
          ORDER BY n.created_at DESC, n.id DESC OFFSET ${offset} LIMIT ${limit}`,
    );
  }

  async countsOf(userId: number): Promise<{ total: number; unread: number }> {
    return (await this.db.queryOne<{ total: number; unread: number }>(
      sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
          FROM notifications WHERE user_id = ${userId}`,
    ))!;
  }

  /** Whether the user has that notification; read once, the first reading time is kept. */
  async markRead(id: number, userId: number): Promise<boolean> {
    const rows = await this.db.query(
      sql`UPDATE notifications SET read_at = coalesce(read_at, now())
          WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
    );
    return rows.length > 0;
  }

  async markAllRead(userId: number): Promise<void> {
    await this.db.query(
      sql`UPDATE notifications SET read_at = now() WHERE user_id = ${userId} AND read_at IS NULL`,
    );
  }

  /** Among these notifications, each user's newest `perUser`, newest first. */
  newestAmong(ids: string[], perUser: number): Promise<NotificationRow[]> {
    return this.db.query<NotificationRow>(
      sql`SELECT ${ROW} FROM (
            SELECT *, row_number() OVER (PARTITION BY user_id ORDER BY id DESC) AS rank
            FROM notifications WHERE id = ANY(${ids}::int8[])) n ${WITH_SOURCES}
          WHERE n.rank <= ${perUser} ORDER BY n.id DESC`,
    );
  }

  /** These notifications, oldest first. */
  byIds(ids: string[]): Promise<NotificationRow[]> {
    return this.db.query<NotificationRow>(
      sql`SELECT ${ROW} FROM notifications n ${WITH_SOURCES}
          WHERE n.id = ANY(${ids}::int8[]) ORDER BY n.id`,
    );
  }

  async unreadCountsOf(userIds: number[]): Promise<Map<number, number>> {
    const rows = await this.db.query<{ userId: number; unread: number }>(
      sql`SELECT user_id AS "userId", count(*)::int AS unread FROM notifications
          WHERE user_id = ANY(${userIds}::int[]) AND read_at IS NULL GROUP BY user_id`,
    );
    return new Map(rows.map((row) => [row.userId, row.unread]));
  }
}
