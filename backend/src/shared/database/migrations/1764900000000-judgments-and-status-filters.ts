import { MigrationInterface, QueryRunner } from 'typeorm';
// The rules as they stand at this migration, frozen here, so that changing them never rewrites it.
import {
  CompanyStatusFact,
  deriveCompanyStatus,
  StatusNotice,
} from './frozen/1764900000000-company-status.rules';
import { judgmentKindOf, practitionersOf } from './frozen/1764900000000-judgment-facts';

const BATCH = 2_000;

/** The notice's own words, as company-status.refresh.ts reads them at this time. */
const NOTICE_TEXT = `NULLIF(concat_ws(' ', complementaire,
  details_annonce_json->'radiationaurcs'->>'commentaire',
  details_annonce_json->'acte'->>'descriptif',
  details_annonce_json->'modificationsgenerales'->>'descriptif'), '')`;

const STATUS_NOTICES = `(type_annonce = ANY('{collective,radiation,rectificatif,annulation}')
  OR (type_annonce = ANY('{immatriculation,creation,vente}')
      AND details_annonce_json->'acte'->>'descriptif' ILIKE '%transfert%'))`;

const INACTIVE = `('liquidation_closed', 'struck_off')`;

/**
 * Issue 30, CONTRACT §8.2: the judgment of each notice classified (`judgment_kind`) with the
 * practitioners it names, the company's status kept on its records (`company_status_code`) for the
 * new `status` and `judgment` filters, their columns in the saved searches, and every status
 * derived again under the new rules (implied procedures, transfers, sanctions of persons).
 */
export class JudgmentsAndStatusFilters1764900000000 implements MigrationInterface {
  name = 'JudgmentsAndStatusFilters1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE analyzer_records
        ADD COLUMN judgment_kind varchar(16),
        ADD COLUMN practitioners jsonb,
        ADD COLUMN company_status_code varchar(32) NOT NULL DEFAULT 'active'`);
    await queryRunner.query(`
      ALTER TABLE saved_searches
        ADD COLUMN statuses varchar(32)[],
        ADD COLUMN judgments varchar(16)[]`);
    await this.classifyJudgments(queryRunner);
    await queryRunner.query(`
      UPDATE analyzer_records r SET company_status_code = s.code
      FROM company_status s WHERE s.siren = r.siren AND s.code <> 'active'`);
    await this.deriveAllStatuses(queryRunner);
    // Most companies are active: the indexes hold only the others, newest first.
    await queryRunner.query(`
      CREATE INDEX analyzer_records_company_status ON analyzer_records
        (company_status_code, date_parution DESC, id DESC) WHERE company_status_code <> 'active'`);
    await queryRunner.query(`
      CREATE INDEX analyzer_records_judgment_kind ON analyzer_records
        (judgment_kind, date_parution DESC, id DESC) WHERE judgment_kind IS NOT NULL`);
  }

  private async classifyJudgments(queryRunner: QueryRunner): Promise<void> {
    let after = 0;
    for (;;) {
      const rows: {
        id: number;
        typeAnnonce: string | null;
        famille: string | null;
        typeJugement: string | null;
        complementaire: string | null;
      }[] = await queryRunner.query(
        `SELECT id, type_annonce AS "typeAnnonce", famille, type_jugement AS "typeJugement",
           complementaire
         FROM analyzer_records WHERE id > $1 AND type_jugement IS NOT NULL
         ORDER BY id LIMIT ${BATCH}`,
        [after],
      );
      if (!rows.length) return;
      const facts = rows.map((row) => {
        const practitioners = practitionersOf(row.complementaire);
        return {
          id: row.id,
          kind: judgmentKindOf({ ...row, text: row.complementaire }),
          practitioners: practitioners.length ? practitioners : null,
        };
      });
      await queryRunner.query(
        `UPDATE analyzer_records r SET judgment_kind = f.kind, practitioners = f.practitioners
         FROM jsonb_to_recordset($1::jsonb) AS f(id int, kind varchar, practitioners jsonb)
         WHERE r.id = f.id`,
        [JSON.stringify(facts)],
      );
      after = rows[rows.length - 1].id;
    }
  }

  private async deriveAllStatuses(queryRunner: QueryRunner): Promise<void> {
    let after = '';
    for (;;) {
      const rows: { siren: string }[] = await queryRunner.query(
        `SELECT DISTINCT siren FROM analyzer_records
         WHERE siren > $1 AND ${STATUS_NOTICES} ORDER BY siren LIMIT ${BATCH}`,
        [after],
      );
      if (!rows.length) return;
      await this.deriveStatuses(
        queryRunner,
        rows.map((row) => row.siren),
      );
      after = rows[rows.length - 1].siren;
    }
  }

  /** The statements of `company-status.refresh.ts` at this time, for these companies. */
  private async deriveStatuses(queryRunner: QueryRunner, sirens: string[]): Promise<void> {
    const notices: (StatusNotice & { siren: string })[] = await queryRunner.query(
      `SELECT siren, annonce_id AS "annonceId", type_annonce AS "typeAnnonce", famille,
         type_jugement AS "typeJugement", date_jugement::text AS "dateJugement",
         date_parution::text AS "dateParution", previous_annonce_id AS "previousAnnonceId",
         ${NOTICE_TEXT} AS text
       FROM analyzer_records
       WHERE siren = ANY($1::char(9)[]) AND ${STATUS_NOTICES}`,
      [sirens],
    );
    const bySiren = new Map<string, StatusNotice[]>(sirens.map((siren) => [siren, []]));
    for (const notice of notices) bySiren.get(notice.siren)?.push(notice);
    const facts: (CompanyStatusFact & { siren: string })[] = [...bySiren].map(
      ([siren, ofCompany]) => ({ siren, ...deriveCompanyStatus(ofCompany) }),
    );
    await queryRunner.query(
      `WITH facts AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb)
           AS x(siren char(9), code varchar, since date, "annonceId" varchar)
       ), kept AS (
         INSERT INTO company_status (siren, code, since, source_annonce_id)
         SELECT siren, code, since, "annonceId" FROM facts
         WHERE code <> 'active' OR since IS NOT NULL
         ON CONFLICT (siren) DO UPDATE SET code = EXCLUDED.code, since = EXCLUDED.since,
           source_annonce_id = EXCLUDED.source_annonce_id, updated_at = now()
         WHERE (company_status.code, company_status.since, company_status.source_annonce_id)
           IS DISTINCT FROM (EXCLUDED.code, EXCLUDED.since, EXCLUDED.source_annonce_id)
       ), dropped AS (
         DELETE FROM company_status s USING facts f
         WHERE s.siren = f.siren AND f.code = 'active' AND f.since IS NULL
       )
       UPDATE analyzer_records r SET company_inactive = (f.code IN ${INACTIVE}),
         company_status_code = f.code
       FROM facts f
       WHERE r.siren = f.siren
         AND (r.company_inactive, r.company_status_code)
           IS DISTINCT FROM (f.code IN ${INACTIVE}, f.code::varchar)`,
      [JSON.stringify(facts)],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE saved_searches DROP COLUMN statuses, DROP COLUMN judgments`,
    );
    await queryRunner.query(
      `UPDATE company_status SET code = 'active' WHERE code = 'procedure_collective'`,
    );
    await queryRunner.query(`
      ALTER TABLE analyzer_records DROP COLUMN judgment_kind, DROP COLUMN practitioners,
        DROP COLUMN company_status_code`);
  }
}
