import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../../src/shared/database/data-source-options';
import { TABLE_OWNERS } from '../../support/table-owners';

const MODULES = join(__dirname, '../../../src/modules');
const ARCHITECTURE_DOC = join(__dirname, '../../../../docs/architecture.md');

/**
 * Statements that still name another context's table, and why (docs/architecture.md). A new
 * crossing fails the test: publish a view or function from the owner instead.
 */
const KNOWN_CROSSINGS: Readonly<Record<string, string[]>> = {
  // Being rewritten with the one search filter (issue 29 item 1): reads records set-based.
  'alerts/alert-matching.statements.ts': ['analyzer_records'],
  // "Your data" lists every table about a user, by design; each owner to publish its part.
  'identity/personal-data.inventory.ts': [
    'access_grants',
    'admin_audit_log',
    'analyzer_records',
    'billing_customers',
    'checkout_sessions',
    'company_reports',
    'credit_balances',
    'credit_transactions',
    'favorite_documents',
    'favorites',
    'notification_settings',
    'notifications',
    'payments',
    'plan_credit_periods',
    'record_assignments',
    'record_consultations',
    'released_watch_slots',
    'saved_searches',
    'user_subscriptions',
    'watches',
    'webhook_deliveries',
    'webhooks',
  ],
};

/** The views and functions each context publishes, with the columns its readers rely on. */
const PUBLISHED_VIEWS: Readonly<Record<string, string[]>> = {
  identity_accounts: ['user_id', 'email', 'full_name', 'role'],
  ingestion_run_states: ['id', 'is_finished'],
  analyzer_notice_summaries: ['id', 'company_name', 'type_annonce', 'date_parution', 'siren'],
  billing_renewing_subscriptions: ['user_id'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The tables of other contexts that a module file's SQL names. */
function foreignTablesIn(path: string): string[] {
  const context = relative(MODULES, path).split('/')[0];
  const named = readFileSync(path, 'utf8').matchAll(
    /\b(?:FROM|JOIN|INTO|UPDATE|USING|TABLE)\s+([a-z_]+)\b|\bfrom:\s*'([a-z_]+)'/g,
  );
  const tables = [...named].map((match) => match[1] ?? match[2]);
  return [
    ...new Set(tables.filter((table) => TABLE_OWNERS[table] && TABLE_OWNERS[table] !== context)),
  ].sort();
}

/** Each table and its context as the Tables section of docs/architecture.md lists them. */
function tableOwnersInDocs(): Record<string, string> {
  const doc = readFileSync(ARCHITECTURE_DOC, 'utf8');
  const section = doc.slice(doc.indexOf('\n## Tables'), doc.indexOf('\n## Jobs'));
  const rows = section.matchAll(/^\| ((?:`[a-z_]+`,? ?)+)\s*\| ([a-z]+)\s*\|/gm);
  return Object.fromEntries(
    [...rows].flatMap(([, tables, owner]) =>
      [...tables.matchAll(/`([a-z_]+)`/g)].map(([, table]) => [table, owner]),
    ),
  );
}

/** Issue 29: a context reads another's tables only through what that context publishes. */
describe('SQL across contexts', () => {
  let db: DataSource;
  beforeAll(async () => {
    db = new DataSource(dataSourceOptions(process.env.TEST_DATABASE_URL!));
    await db.initialize();
  });
  afterAll(() => db.destroy());

  it('gives every table of the schema one owning context', async () => {
    const rows: { table_name: string }[] = await db.query(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations'
       ORDER BY table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(Object.keys(TABLE_OWNERS).sort());
  });

  it('lists every table once in docs/architecture.md, with its owning context', () => {
    expect(tableOwnersInDocs()).toEqual(TABLE_OWNERS);
  });

  it('names no other context’s table in a module’s statements, but for the known crossings', () => {
    const crossings = Object.fromEntries(
      sourceFiles(MODULES)
        .map((path) => [relative(MODULES, path), foreignTablesIn(path)] as const)
        .filter(([, tables]) => tables.length > 0),
    );
    const known = Object.fromEntries(
      Object.entries(KNOWN_CROSSINGS).map(([file, tables]) => [file, [...tables].sort()]),
    );
    expect(crossings).toEqual(known);
  });

  it('builds each published view on its own context’s tables, with the columns readers use', async () => {
    const views: { view: string; tables: string[]; columns: string[] }[] = await db.query(
      `SELECT v.table_name AS view,
         (SELECT array_agg(DISTINCT u.table_name::text) FROM information_schema.view_table_usage u
          WHERE u.view_name = v.table_name) AS tables,
         (SELECT array_agg(c.column_name::text ORDER BY c.ordinal_position)
          FROM information_schema.columns c WHERE c.table_name = v.table_name) AS columns
       FROM information_schema.views v WHERE v.table_schema = 'public'`,
    );
    expect(Object.fromEntries(views.map((view) => [view.view, view.columns]))).toEqual(
      PUBLISHED_VIEWS,
    );
    for (const view of views) {
      const owner = view.view.split('_')[0];
      expect({ view: view.view, owners: view.tables.map((table) => TABLE_OWNERS[table]) }).toEqual({
        view: view.view,
        owners: view.tables.map(() => owner),
      });
    }
  });
});
