import { defineConfig } from 'vitest/config';

// The browser suite: the built backend and frontend, a throwaway database, Debian's Chromium.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['verbose'],
  },
});
