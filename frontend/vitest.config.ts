import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // The analyzer page's form tests take 2–6 s on the 2-core CI machine when it is busy.
    testTimeout: 20_000,
    // Vitest keeps one core free by default, which leaves a 2-core machine one worker.
    maxWorkers: 2,
  },
});
