import { Injectable } from '@nestjs/common';
import { Database, sql } from '../../shared/database';
import type { IdentityFields, IdentityRow } from './company-identity.mapping';

const NOT_FOUND: IdentityFields = {
  naf: null,
  headcountRange: null,
  createdOn: null,
  administrativeState: null,
  headOfficeSiret: null,
  establishments: null,
  openEstablishments: null,
};

/** `company_identities`: what the Sirene register said of each SIREN, and when it was asked. */
@Injectable()
export class CompanyIdentityRepository {
  constructor(private readonly db: Database) {}

  findBySiren(siren: string): Promise<IdentityRow | undefined> {
    return this.db.queryOne<IdentityRow>(sql`SELECT is_found AS "isFound", naf,
        headcount_range AS "headcountRange", created_on::text AS "createdOn",
        administrative_state AS "administrativeState", head_office_siret AS "headOfficeSiret",
        establishments, open_establishments AS "openEstablishments", fetched_at AS "fetchedAt"
      FROM company_identities WHERE siren = ${siren}`);
  }

  /** Keeps the register's answer (null: it has no such SIREN), asked now. */
  async save(siren: string, found: IdentityFields | null): Promise<void> {
    const fields = found ?? NOT_FOUND;
    await this.db.query(sql`INSERT INTO company_identities (siren, is_found, naf, headcount_range,
        created_on, administrative_state, head_office_siret, establishments, open_establishments,
        fetched_at)
      VALUES (${siren}, ${found !== null}, ${fields.naf}, ${fields.headcountRange},
        ${fields.createdOn}::date, ${fields.administrativeState}, ${fields.headOfficeSiret},
        ${fields.establishments}, ${fields.openEstablishments}, now())
      ON CONFLICT (siren) DO UPDATE SET is_found = EXCLUDED.is_found, naf = EXCLUDED.naf,
        headcount_range = EXCLUDED.headcount_range, created_on = EXCLUDED.created_on,
        administrative_state = EXCLUDED.administrative_state,
        head_office_siret = EXCLUDED.head_office_siret, establishments = EXCLUDED.establishments,
        open_establishments = EXCLUDED.open_establishments, fetched_at = EXCLUDED.fetched_at`);
  }
}
