// The portfolio facts' SQL as migration 1764970000000 wrote it, frozen here: migration
// 1765000000000 writes the same functions again with a notice's officers found by its record.

/** A move's words (company-status.rules `isTransferText`), unaccented and in lower case. */
const MOVE_WORDS = String.raw`transf(ert|erer|ere|erant)\M[^.]*\mhors (du )?ressort|\mimmatricul\w*[^.]*\msuite (a|au|du) (son |le |du )?transfert`;
/** The notice's own words the status reads (company-status.refresh `STATUS_TEXT`). */
const STATUS_TEXT = `concat_ws(' ', x.complementaire,
  x.details_annonce_json->'radiationaurcs'->>'commentaire',
  x.details_annonce_json->'acte'->>'descriptif',
  x.details_annonce_json->'modificationsgenerales'->>'descriptif')`;
/** How many of a company's newest publication days are kept: its counts of 7 and 30 days. */
const RECENT_DAYS = 50;
/**
 * Writers lock the facts of their SIRENs by bucket of SIRENs, not one lock each: a load of
 * 100,000 companies would not fit the server's lock table.
 */
const LOCK_BUCKETS = 64;
export const REGISTRATIONS = `('creation', 'immatriculation')`;
export const FACT_COLUMNS = [
  'name',
  'name_key',
  'last_date',
  'last_type',
  'last_annonce_id',
  'recent_dates',
  'latest_closing',
  'officers_changed_on',
  'moved_on',
];
/** A notice's place among a company's, newest last: its day (none first), then its id. */
const KEY = `(coalesce(x.date_parution::text, '') || ' ' || x.annonce_id) COLLATE "C"`;
const LAST_KEY = (alias: string) =>
  `(coalesce(${alias}.last_date::text, '') || ' ' || ${alias}.last_annonce_id) COLLATE "C"`;

/** Whether the notice `x` names officers, as its officers were kept at this migration. */
export const NAMES_OFFICERS_BY_ANNONCE_ID = `EXISTS (SELECT 1 FROM notice_officers o WHERE o.annonce_id = x.annonce_id)`;

/**
 * The facts of each company the notices of `rows` name (their `sirens` and their own `siren`),
 * from those notices alone; `kept` narrows the companies.
 */
export const factsOf = (rows: string, kept: string, namesOfficers: string) => `
  SELECT x.s AS siren,
    (array_agg(x.date_parution ORDER BY ${KEY} DESC))[1] AS last_date,
    (array_agg(x.type_annonce ORDER BY ${KEY} DESC))[1] AS last_type,
    (array_agg(x.annonce_id ORDER BY ${KEY} DESC))[1] AS last_annonce_id,
    coalesce((array_agg(x.date_parution ORDER BY x.date_parution DESC)
      FILTER (WHERE x.date_parution IS NOT NULL))[1:${RECENT_DAYS}], '{}') AS recent_dates,
    (array_agg(x.nom_complet ORDER BY ${KEY} DESC)
      FILTER (WHERE x.own AND x.nom_complet IS NOT NULL))[1] AS name,
    (array_agg(${KEY} ORDER BY ${KEY} DESC)
      FILTER (WHERE x.own AND x.nom_complet IS NOT NULL))[1] AS name_key,
    max(x.details_annonce_json->'depot'->>'dateCloture') FILTER (WHERE x.own
      AND x.details_annonce_json->'depot'->>'dateCloture' ~ '^\\d{4}-\\d{2}-\\d{2}$') AS latest_closing,
    max(x.date_parution) FILTER (WHERE x.own AND x.type_annonce NOT IN ${REGISTRATIONS}
      AND ${namesOfficers}) AS officers_changed_on,
    max(x.date_parution) FILTER (WHERE x.own
      AND x.type_annonce IN ('radiation', 'immatriculation', 'creation', 'vente')
      AND f_unaccent(lower(${STATUS_TEXT})) ~ '${MOVE_WORDS}') AS moved_on
  FROM (
    SELECT r.*, named.s, named.s = r.siren::text AS own FROM ${rows} r
    CROSS JOIN LATERAL (SELECT DISTINCT u FROM unnest(coalesce(r.sirens, '{}') || ARRAY[r.siren::text]) u
      WHERE u IS NOT NULL) named(s)
  ) x
  WHERE ${kept}
  GROUP BY x.s`;

const TRANSITION_TABLES = {
  INSERT: 'NEW TABLE AS new_rows',
  UPDATE: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
  DELETE: 'OLD TABLE AS old_rows',
};

/** Locks the facts of these SIRENs (a text[] expression) until the transaction ends. */
export const LOCK_FACTS = (sirens: string) => `
  PERFORM pg_advisory_xact_lock(7304, bucket)
  FROM (SELECT DISTINCT abs(hashtext(s) % ${LOCK_BUCKETS}) AS bucket FROM unnest(${sirens}) s
        WHERE s IS NOT NULL ORDER BY 1) ordered;`;

/**
 * Derives the facts of these companies again from all their notices (a notice rewritten or
 * deleted, its officers deleted): reads the catalogue, so only for those. Exported with the next
 * one for migration 1765000000000, which keeps officers by record.
 */
export const refreshFactsFunction = (namesOfficers: string) => `
  CREATE OR REPLACE FUNCTION refresh_portfolio_facts(touched text[]) RETURNS void
  LANGUAGE plpgsql AS $$
  BEGIN
    ${LOCK_FACTS('touched')}
    WITH facts AS (${factsOf(
      `(SELECT * FROM analyzer_records WHERE sirens && touched
          OR siren = ANY(touched::char(9)[]))`,
      'x.s = ANY(touched)',
      namesOfficers,
    )}
    ), kept AS (
      INSERT INTO portfolio_company_facts AS p (siren, ${FACT_COLUMNS.join(', ')})
      SELECT siren, ${FACT_COLUMNS.join(', ')} FROM facts ORDER BY siren
      ON CONFLICT (siren) DO UPDATE SET (${FACT_COLUMNS.join(', ')}) =
        (${FACT_COLUMNS.map((column) => `EXCLUDED.${column}`).join(', ')})
    )
    DELETE FROM portfolio_company_facts p
    WHERE p.siren = ANY(touched) AND NOT EXISTS (SELECT 1 FROM facts f WHERE f.siren = p.siren);
  END $$`;

/** New notices only add to what is kept: their facts merged into it, the catalogue unread. */
export const mergeFactsFunction = (namesOfficers: string) => `
  CREATE OR REPLACE FUNCTION merge_portfolio_facts_of_new_records() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    ${LOCK_FACTS(`(SELECT array_agg(u) FROM new_rows r,
      unnest(coalesce(r.sirens, '{}') || ARRAY[r.siren::text]) u)`)}
    INSERT INTO portfolio_company_facts AS p (siren, ${FACT_COLUMNS.join(', ')})
    SELECT siren, ${FACT_COLUMNS.join(', ')}
    FROM (${factsOf('new_rows', 'true', namesOfficers)}) facts ORDER BY siren
    ON CONFLICT (siren) DO UPDATE SET
      (last_date, last_type, last_annonce_id) = (
        SELECT CASE WHEN newer THEN EXCLUDED.last_date ELSE p.last_date END,
          CASE WHEN newer THEN EXCLUDED.last_type ELSE p.last_type END,
          CASE WHEN newer THEN EXCLUDED.last_annonce_id ELSE p.last_annonce_id END
        FROM (SELECT p.last_annonce_id IS NULL
          OR ${LAST_KEY('EXCLUDED')} > ${LAST_KEY('p')} AS newer) compared),
      recent_dates = (SELECT coalesce(array_agg(d ORDER BY d DESC), '{}') FROM (
        SELECT d FROM unnest(p.recent_dates || EXCLUDED.recent_dates) d
        ORDER BY d DESC LIMIT ${RECENT_DAYS}) newest),
      (name, name_key) = (
        SELECT CASE WHEN newer THEN EXCLUDED.name ELSE p.name END,
          CASE WHEN newer THEN EXCLUDED.name_key ELSE p.name_key END
        FROM (SELECT EXCLUDED.name_key > coalesce(p.name_key, '') AS newer) compared),
      latest_closing = greatest(p.latest_closing, EXCLUDED.latest_closing),
      officers_changed_on = greatest(p.officers_changed_on, EXCLUDED.officers_changed_on),
      moved_on = greatest(p.moved_on, EXCLUDED.moved_on);
    RETURN NULL;
  END $$`;

/** The facts a notice's officers move (a statement's officers by annonce_id, as kept then). */
export const FACTS_OF_OFFICERS_BY_ANNONCE_ID = `
  CREATE OR REPLACE FUNCTION refresh_portfolio_facts_of_officers() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO portfolio_company_facts AS p (siren, officers_changed_on)
      SELECT o.siren, max(r.date_parution)
      FROM new_rows o JOIN analyzer_records r ON r.annonce_id = o.annonce_id AND r.siren = o.siren
      WHERE r.type_annonce NOT IN ${REGISTRATIONS} AND r.date_parution IS NOT NULL
      GROUP BY o.siren ORDER BY o.siren
      ON CONFLICT (siren) DO UPDATE
      SET officers_changed_on = greatest(p.officers_changed_on, EXCLUDED.officers_changed_on);
    ELSE
      PERFORM refresh_portfolio_facts((SELECT array_agg(DISTINCT siren::text) FROM old_rows));
    END IF;
    RETURN NULL;
  END $$`;

/** `table`'s trigger `<table>_portfolio_<op>s`: `fn` once a statement, with its rows. */
export const statementTrigger = (table: string, op: keyof typeof TRANSITION_TABLES, fn: string) => `
  CREATE TRIGGER ${table}_portfolio_${op.toLowerCase()}s AFTER ${op} ON ${table}
  REFERENCING ${TRANSITION_TABLES[op]}
  FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`;
