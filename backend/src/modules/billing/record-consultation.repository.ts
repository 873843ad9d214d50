import { Injectable } from '@nestjs/common';
import { Database, sql, Transaction } from '../../shared/database';

/** The distinct records each user opened, per calendar month (CONTRACT §4.5). */
@Injectable()
export class RecordConsultationRepository {
  constructor(private readonly db: Database) {}

  /** True the first time this month that the user opens this record. */
  async countOnce(tx: Transaction, userId: number, recordId: number): Promise<boolean> {
    const inserted = await this.db.query(
      sql`INSERT INTO record_consultations (user_id, month, record_id)
          VALUES (${userId}, date_trunc('month', now())::date, ${recordId})
          ON CONFLICT DO NOTHING RETURNING record_id`,
      tx,
    );
    return inserted.length > 0;
  }

  async wasCountedThisMonth(userId: number, recordId: number): Promise<boolean> {
    const rows = await this.db.query(
      sql`SELECT 1 FROM record_consultations
          WHERE user_id = ${userId} AND month = date_trunc('month', now())::date
            AND record_id = ${recordId}`,
    );
    return rows.length > 0;
  }

  async countThisMonth(tx: Transaction | undefined, userId: number): Promise<number> {
    const row = await this.db.queryOne<{ count: string }>(
      sql`SELECT count(*) FROM record_consultations
          WHERE user_id = ${userId} AND month = date_trunc('month', now())::date`,
      tx,
    );
    return Number(row!.count);
  }

  /** This calendar month (YYYY-MM) and how many distinct records the user opened in it. */
  async monthSoFar(userId: number): Promise<{ month: string; recordsOpened: number }> {
    const row = await this.db.queryOne<{ month: string; recordsOpened: number }>(
      sql`SELECT to_char(now(), 'YYYY-MM') AS month,
                 (SELECT count(*)::int FROM record_consultations
                   WHERE user_id = ${userId} AND month = date_trunc('month', now())::date)
                   AS "recordsOpened"`,
    );
    return row!;
  }
}
