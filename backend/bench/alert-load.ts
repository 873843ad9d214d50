import { Client } from 'pg';
import {
  companyPoolSize,
  companySirenOf,
  FAMILIES,
  NAME_A,
  NAME_B,
  NAME_C,
  seededRandom,
} from './generate-bodacc';

/**
 * Every department code: users are spread over France, while the generated notices come from
 * 14 departments (a search on another one has no candidate in the file, as in real life most
 * notices are not in a given user's department).
 */
const DEPARTEMENTS = [
  ...Array.from({ length: 95 }, (_, i) => String(i + 1).padStart(2, '0')).filter((d) => d !== '20'),
  '2A',
  '2B',
  '971',
  '972',
  '973',
  '974',
  '976',
];

/** Families rare enough that a whole department of them is a sensible alert. */
const RARE_FAMILIES = ['conciliation', 'retablissement_professionnel', 'divers'];

export interface AlertLoadOptions {
  seed: number;
  /** The seed and size of the generated file the alerts are for (its companies can be watched). */
  fileSeed: number;
  fileRows: number;
  watches: number;
  alertingSearches: number;
}

export interface AlertLoad {
  watches: number;
  alertingSearches: number;
  /** Users holding the saved searches (10 each, Professionnel's limit). */
  searchers: number[];
}

/**
 * Watches and alerting saved searches shaped like what users keep: 10 watches per user, one in
 * twenty on a company of the file to come (the others on companies it does not name); saved
 * searches of the analyzer's filters (a type, a department and a word; a SIREN; a department
 * and a name; a rare family in a department; one in twenty a name alone, the dearest to match:
 * every record is tested against it), 10 per subscriber of Professionnel,
 * whose plan grant opens the whole catalogue. The searches go through the API, so their
 * matching columns are what the product writes.
 */
export async function seedAlertLoad(
  db: Client,
  options: AlertLoadOptions,
  saveSearch: (userId: number, body: object) => Promise<void>,
): Promise<AlertLoad> {
  const random = seededRandom(options.seed);
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  const pool = companyPoolSize(options.fileRows);
  const otherSiren = () => String(100000000 + int(199999999));
  const fileSiren = () => companySirenOf(options.fileSeed, int(pool));

  const makeUsers = async (label: string, count: number): Promise<number[]> =>
    (
      await db.query(
        `INSERT INTO users (email, full_name, password_hash, role, is_verified)
         SELECT 'bench-' || $1 || '-' || n || '@example.com', 'Bench', 'not-a-login', 'user', true
         FROM generate_series(1, $2::int) n RETURNING id`,
        [label, count],
      )
    ).rows.map((row: { id: number }) => row.id);

  const watchers = await makeUsers('watcher', Math.ceil(options.watches / 10));
  const owners: number[] = [];
  const sirens: string[] = [];
  for (let i = 0; i < options.watches; i += 1) {
    owners.push(watchers[Math.floor(i / 10)]);
    sirens.push(random() < 0.05 ? fileSiren() : otherSiren());
  }
  const { rowCount: watches } = await db.query(
    `INSERT INTO watches (user_id, siren) SELECT * FROM unnest($1::int[], $2::char(9)[])
     ON CONFLICT DO NOTHING`,
    [owners, sirens],
  );

  const searchers = await makeUsers('searcher', Math.ceil(options.alertingSearches / 10));
  await db.query(
    `INSERT INTO user_subscriptions (user_id, subscription_plan_id, status, current_period_end)
     SELECT u, (SELECT id FROM subscription_plans WHERE name = 'Professionnel'), 'active',
       now() + interval '30 days'
     FROM unnest($1::int[]) u`,
    [searchers],
  );
  const family = () => pick(FAMILIES)[0];
  const departement = () => pick(DEPARTEMENTS);
  const filtersOf = () => {
    const roll = random();
    if (roll < 0.35) return { typeAnnonce: family(), departement: departement(), q: pick(NAME_B) };
    if (roll < 0.6) return { siren: random() < 0.5 ? fileSiren() : otherSiren() };
    if (roll < 0.75) return { departement: departement(), q: `${pick(NAME_A)} ${pick(NAME_B)}` };
    if (roll < 0.95) return { typeAnnonce: pick(RARE_FAMILIES), departement: departement() };
    return { q: `${pick(NAME_A)} ${pick(NAME_B)}${pick(NAME_C)}` };
  };
  for (let i = 0; i < options.alertingSearches; i += 1) {
    await saveSearch(searchers[Math.floor(i / 10)], {
      name: `Alerte ${i + 1}`,
      filters: filtersOf(),
      alert: true,
    });
  }
  return { watches: watches ?? 0, alertingSearches: options.alertingSearches, searchers };
}

/**
 * Takes the watches and the searches' alerts away (kept aside) or puts them back, so that runs
 * without them can alternate with runs with them on the same database.
 */
export async function setAlertsPresent(db: Client, isPresent: boolean): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS bench_watches_aside (LIKE watches)`);
  if (isPresent) {
    await db.query(`INSERT INTO watches SELECT * FROM bench_watches_aside`);
    await db.query(`TRUNCATE bench_watches_aside`);
  } else {
    await db.query(`INSERT INTO bench_watches_aside SELECT * FROM watches`);
    await db.query(`DELETE FROM watches`);
  }
  await db.query(`UPDATE saved_searches SET alert = $1`, [isPresent]);
}
