import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file opens its own database; PGlite start-up and migrations take a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
