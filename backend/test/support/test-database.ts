const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bodacc';

export function testDatabaseName(): string {
  return `bodacc_test_${Date.now()}_${process.pid}`;
}

/** The server of DATABASE_URL, on the given database (the maintenance one by default). */
export function adminUrl(database = 'postgres'): string {
  const url = new URL(BASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
}
