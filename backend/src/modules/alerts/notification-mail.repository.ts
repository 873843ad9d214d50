import { Injectable } from '@nestjs/common';
import { Database, sql, SqlFragment, Transaction } from '../../shared/database';

/** At most this many notices are listed in one e-mail; the rest are counted. */
export const LISTED_NOTICES = 50;

/**
 * The notices of one e-mail: a user's unsent notifications of one job run (null: those made
 * outside any run) for an instant e-mail, or all of them for a digest.
 */
export type MailGroup =
  | { mode: 'instant'; userId: number; jobRunId: string | null }
  | { mode: DigestMode; userId: number };

/** The digests: every notice not yet e-mailed, each morning or each Monday morning. */
export type DigestMode = 'daily' | 'weekly';

/** A notice of the e-mail as claimed (the composer adds what its judgment is). */
export interface ClaimedNotice {
  recordId: number;
  companyName: string | null;
  typeAnnonce: string | null;
  /** YYYY-MM-DD */
  publishedOn: string | null;
  siren: string | null;
  kind: 'watch' | 'saved_search';
  /** The saved search that matched, while it exists. */
  savedSearchName: string | null;
}

export interface ClaimedNotices {
  listed: ClaimedNotice[];
  total: number;
}

export interface Recipient {
  email: string;
  fullName: string;
}

/** A notification made outside a job run is e-mailed once it is this old (a run may add more). */
const SETTLING = sql`interval '1 minute'`;

/**
 * The notifications waiting for an e-mail (emailed_at IS NULL). Reads whether a run has finished
 * and what the records and accounts are through the views their contexts publish
 * (`ingestion_run_states`, `analyzer_notice_summaries`, `identity_accounts`): one query per
 * e-mail rather than a call per notice into each context.
 */
@Injectable()
export class NotificationMailRepository {
  constructor(private readonly db: Database) {}

  /** Instant users' groups whose run has finished, or without a run and settled. */
  async readyInstantGroups(limit: number): Promise<MailGroup[]> {
    const rows = await this.db.query<{ userId: number; jobRunId: string | null }>(
      sql`SELECT DISTINCT n.user_id AS "userId", n.job_run_id AS "jobRunId"
          FROM notifications n
          LEFT JOIN notification_settings s ON s.user_id = n.user_id
          LEFT JOIN ingestion_run_states r ON r.id = n.job_run_id
          WHERE n.emailed_at IS NULL
            AND coalesce(s.email, 'instant') = 'instant'
            AND CASE WHEN r.id IS NULL THEN n.created_at < now() - ${SETTLING}
                     ELSE r.is_finished END
          ORDER BY 1, 2
          LIMIT ${limit}`,
    );
    return rows.map((row) => ({ mode: 'instant', ...row }));
  }

  /** Users on this digest with something to send. */
  async digestGroups(mode: DigestMode, limit: number): Promise<MailGroup[]> {
    const rows = await this.db.query<{ userId: number }>(
      sql`SELECT DISTINCT n.user_id AS "userId"
          FROM notifications n
          JOIN notification_settings s ON s.user_id = n.user_id AND s.email = ${mode}
          WHERE n.emailed_at IS NULL
          ORDER BY 1
          LIMIT ${limit}`,
    );
    return rows.map(({ userId }) => ({ mode, userId }));
  }

  /**
   * Marks the group's notifications e-mailed and returns the newest LISTED_NOTICES of them with
   * the count. Rows another worker is claiming are skipped, so no notice goes out twice; the
   * preference is read again here so that a user who just turned e-mails off gets none.
   */
  async claim(group: MailGroup, tx: Transaction): Promise<ClaimedNotices> {
    const rows = await this.db.query<ClaimedNotice & { total: number }>(
      sql`WITH claimed AS (
            UPDATE notifications SET emailed_at = now()
            WHERE id IN (
              SELECT id FROM notifications
              WHERE user_id = ${group.userId} AND emailed_at IS NULL AND ${belongsTo(group)}
              FOR UPDATE SKIP LOCKED)
              AND coalesce(
                (SELECT email FROM notification_settings WHERE user_id = ${group.userId}),
                'instant') = ${group.mode}
            RETURNING record_id, kind, saved_search_id)
          SELECT r.id AS "recordId", r.company_name AS "companyName",
                 r.type_annonce AS "typeAnnonce",
                 to_char(r.date_parution, 'YYYY-MM-DD') AS "publishedOn", r.siren,
                 c.kind, s.name AS "savedSearchName", count(*) OVER ()::int AS total
          FROM claimed c
          JOIN analyzer_notice_summaries r ON r.id = c.record_id
          LEFT JOIN saved_searches s ON s.id = c.saved_search_id
          ORDER BY r.date_parution DESC NULLS LAST, r.id DESC
          LIMIT ${LISTED_NOTICES}`,
      tx,
    );
    return {
      listed: rows.map(({ total: _total, ...notice }) => notice),
      total: rows[0]?.total ?? 0,
    };
  }

  async recipient(userId: number, tx: Transaction): Promise<Recipient | undefined> {
    return this.db.queryOne<Recipient>(
      sql`SELECT email, full_name AS "fullName" FROM identity_accounts WHERE user_id = ${userId}`,
      tx,
    );
  }

  /**
   * Notices that arrived while e-mails were off are not sent when they are turned on again:
   * they count as handled (one e-mail per run of the past weeks would flood the inbox).
   */
  async skipUnsent(userId: number, tx: Transaction): Promise<void> {
    await this.db.query(
      sql`UPDATE notifications SET emailed_at = now()
          WHERE user_id = ${userId} AND emailed_at IS NULL`,
      tx,
    );
  }
}

function belongsTo(group: MailGroup): SqlFragment {
  if (group.mode !== 'instant') return sql`TRUE`;
  return group.jobRunId === null
    ? sql`job_run_id IS NULL AND created_at < now() - ${SETTLING}`
    : sql`job_run_id = ${group.jobRunId}`;
}
