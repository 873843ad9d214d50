import { Injectable } from '@nestjs/common';
import { Database, sql, Transaction } from '../../shared/database';

/** The statements of deleting an account; the schema's foreign keys do the rest. */
@Injectable()
export class AccountDeletionRepository {
  constructor(private readonly db: Database) {}

  /** An active subscription would be charged again: it must be cancelled before deleting. */
  async hasRenewingSubscription(userId: number): Promise<boolean> {
    const rows = await this.db.query(
      sql`SELECT 1 FROM billing_renewing_subscriptions WHERE user_id = ${userId}`,
    );
    return rows.length > 0;
  }

  /**
   * Deleting the user row cascades to its tokens, API keys, favorites, documents (whose files the
   * trigger lists for the sweeper), balance, subscriptions, checkouts, consultations, watches,
   * saved searches, notifications, webhooks and their delivery log; the
   * ledger and payments are kept with user_id set null (see the 1764502100000 migration). The
   * admins' audit entries about the account keep what changed but not the name or e-mail: Admin's
   * function, since the audit is its table.
   */
  async deleteUser(userId: number, tx: Transaction): Promise<void> {
    await this.db.query(sql`SELECT admin_forget_audited_identity(${userId}::int)`, tx);
    await this.db.query(sql`DELETE FROM users WHERE id = ${userId}`, tx);
  }
}
