import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Statement } from './search-mix';

/**
 * The API's own build (dist/, beside dist/bench). The bench compiles apart from src/ (its
 * rootDir is bench/), so it loads the company page's code at run time, as the API runs it.
 */
const backend = createRequire(join(__dirname, '..', 'main.js'));

/** The company page's SIRENs: `count` companies from the most noticed to the least, evenly. */
export async function companySirens(db: Client, count: number): Promise<string[]> {
  const { rows } = await db.query(
    `SELECT siren FROM (
       SELECT siren, row_number() OVER (ORDER BY count(*) DESC, siren) AS rank,
         count(*) OVER () AS companies
       FROM analyzer_records WHERE siren ~ '^[0-9]{9}$' GROUP BY siren) ranked
     WHERE (rank - 1) % greatest(1, companies / $1) = 0 ORDER BY rank LIMIT $1`,
    [count],
  );
  return rows.map((row: { siren: string }) => row.siren);
}

/**
 * The API's Database and ReadDatabase as the company page uses them, on one pg client: it runs
 * each statement, compiled by the API's own compileSql, and keeps it.
 */
class RecordingDatabase {
  private readonly compileSql: (fragment: unknown) => Statement =
    backend('./shared/database/sql').compileSql;
  statements: Statement[] = [];
  /** One server, as without DATABASE_READ_URL: the page reads its favorites in its statement. */
  readonly isPrimary = true;

  constructor(private readonly client: Client) {}

  async query(fragment: unknown): Promise<unknown[]> {
    const statement = this.compileSql(fragment);
    this.statements.push(statement);
    return (await this.client.query(statement)).rows;
  }

  async queryOne(fragment: unknown): Promise<unknown> {
    return (await this.query(fragment))[0];
  }

  /** A lookup the API prepares once per connection: recorded, and replayed, under its name. */
  async queryOnePrepared(name: string, fragment: unknown): Promise<unknown> {
    const statement = { name, ...this.compileSql(fragment) };
    this.statements.push(statement);
    return (await this.client.query(statement)).rows[0];
  }
}

/** CompanyService wired as the API's modules wire it, every read on `database`. */
function companyServiceOn(database: RecordingDatabase) {
  const load = (path: string) => backend(`./modules/${path}`);
  const { CompanyService } = load('analyzer/company.service');
  const { CompanyRepository } = load('analyzer/company.repository');
  const { AnalyzerRepository } = load('analyzer/analyzer.repository');
  const { CatalogueReadCache } = load('analyzer/catalogue-read-cache');
  const { AccessGrantsService } = load('analyzer/access-grants.service');
  const { AccessGrantsRepository } = load('analyzer/access-grants.repository');
  const { FavoriteStatusService } = load('favorites/favorite-status.service');
  const { FavoritesRepository } = load('favorites/favorites.repository');
  const { WatchedSirensService } = load('alerts/watched-sirens.service');
  const { CompanyIdentityService } = load('analyzer/company-identity.service');
  const { CompanyIdentityRepository } = load('analyzer/company-identity.repository');
  const { CompanyIdentityClient } = load('analyzer/company-identity.client');
  return new CompanyService(
    new CompanyRepository(database, database),
    // No counts kept: the baseline replays every count the page needs when first asked.
    new AnalyzerRepository(
      database,
      database,
      new CatalogueReadCache({ cacheRows: 0 }, database),
      new FavoriteStatusService(new FavoritesRepository(database)),
    ),
    new AccessGrantsService(new AccessGrantsRepository(database), new WatchedSirensService()),
    // As the bench's API runs it: without ENRICHMENT_API_URL, no identity is asked for.
    new CompanyIdentityService(
      new CompanyIdentityRepository(database),
      new CompanyIdentityClient({ enrichmentApiUrl: '' }),
      null,
    ),
  ) as { findOne(user: object, siren: string, query: object): Promise<unknown> };
}

/**
 * The statements the API runs for each company's page (its first, at the default page size), in
 * the order it issues them, for the user `userId`: recorded by running the built CompanyService
 * once per SIREN, so the baseline follows whatever the service does (a count only past one
 * page). The authentication's session check is not among them.
 */
export async function companyPageStatements(
  url: string,
  userId: number,
  sirens: string[],
): Promise<Statement[][]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const database = new RecordingDatabase(client);
    const service = companyServiceOn(database);
    const { PageQuery } = backend('./shared/dto/page.query');
    const user = { id: userId, email: 'bench@example.com', role: 'user', sessionId: 'bench' };
    const pages: Statement[][] = [];
    for (const siren of sirens) {
      database.statements = [];
      await service.findOne(user, siren, new PageQuery());
      pages.push(database.statements);
    }
    return pages;
  } finally {
    await client.end();
  }
}
