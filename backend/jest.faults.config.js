/**
 * The fault suite (issue 13): the built product on services it starts for itself (its own
 * PostgreSQL data directory and port, its own redis-server). `npm run build` comes first.
 */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/faults/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { isolatedModules: true }] },
  testTimeout: 120000,
};
