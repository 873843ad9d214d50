/** Unit tests beside the code (src/**\/*.spec.ts) and integration tests on real services (test/**). */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  // The fault suite starts services of its own: `npm run test:faults` (jest.faults.config.js).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/faults/'],
  transform: { '^.+\\.ts$': ['ts-jest', { isolatedModules: true }] },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFiles: ['<rootDir>/test/support/test-env.ts'],
  testTimeout: 30000,
};
