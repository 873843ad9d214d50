import { Injectable } from '@nestjs/common';
import { Database, sql, Transaction } from '../../shared/database';

/** Which free offers an address (by its keyed hash) already had. */
export interface AddressOffers {
  hadWelcomeCredits: boolean;
  hadTrial: boolean;
}

/** The statements of `offered_address_hashes` (and the one address they are computed from). */
@Injectable()
export class OfferedAddressRepository {
  constructor(private readonly db: Database) {}

  async emailOf(userId: number, tx?: Transaction): Promise<string | null> {
    const user = await this.db.queryOne<{ email: string }>(
      sql`SELECT email FROM users WHERE id = ${userId}`,
      tx,
    );
    return user?.email ?? null;
  }

  async find(addressHash: string, tx?: Transaction): Promise<AddressOffers | null> {
    const offers = await this.db.queryOne<AddressOffers>(
      sql`SELECT had_welcome_credits AS "hadWelcomeCredits", had_trial AS "hadTrial"
          FROM offered_address_hashes WHERE address_hash = ${addressHash}`,
      tx,
    );
    return offers ?? null;
  }

  /** Adds what the address had now to what it had before (never takes an offer back). */
  async record(addressHash: string, offers: AddressOffers, tx: Transaction): Promise<void> {
    await this.db.query(
      sql`INSERT INTO offered_address_hashes (address_hash, had_welcome_credits, had_trial)
          VALUES (${addressHash}, ${offers.hadWelcomeCredits}, ${offers.hadTrial})
          ON CONFLICT (address_hash) DO UPDATE SET
            had_welcome_credits = offered_address_hashes.had_welcome_credits
                                  OR excluded.had_welcome_credits,
            had_trial = offered_address_hashes.had_trial OR excluded.had_trial,
            updated_at = now()`,
      tx,
    );
  }
}
