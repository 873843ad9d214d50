import { defineConfig } from 'vitest/config';

// The browser suite: the built backend and frontend, a throwaway database, Debian's Chromium.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    // Each file has its own server, database, mailbox and browser: two files run at once.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['verbose'],
  },
});
