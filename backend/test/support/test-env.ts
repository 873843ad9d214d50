import { adminUrl, workerDatabaseName } from './test-database';

// Every test file sees the throwaway database and test-only secrets, never the developer's setup.
process.env.NODE_ENV = 'test';
// This jest worker's own copy of the run's database (global-setup.ts).
process.env.TEST_DATABASE_URL = adminUrl(
  workerDatabaseName(process.env.TEST_DATABASE_NAME!, process.env.JEST_WORKER_ID ?? 1),
);
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
process.env.JWT_ACCESS_SECRET = 'test-access-secret';
process.env.JWT_REFRESH_SECRET = 'test-refresh-secret';
process.env.RATE_LIMIT_PER_MINUTE = '1000';
process.env.SESSION_RATE_LIMIT_PER_MINUTE = '1000';
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
process.env.FRONTEND_DIST = '/nonexistent-frontend-dist';
// Never the internet: the sync's tests give it a local stand-in portal of their own.
process.env.BODACC_SYNC_URL = '';
// Nor the public company API: the company page's identity and the enrichment tests use a stand-in.
process.env.ENRICHMENT_API_URL = '';
