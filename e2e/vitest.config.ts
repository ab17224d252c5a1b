import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // Journeys share one server; run them one after another, as a person would.
    fileParallelism: false,
    // A journey takes about a minute on a busy 2-core machine; a hang still fails well within CI.
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
