import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own database; PGlite takes a second or two to start even from a template.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest keeps a core free for itself by default, which on a 2-core machine runs the files one
    // at a time; its own share of the work is small, so use every core.
    maxWorkers: '100%',
    // A worker runs its files one after another in the same module graph instead of importing the
    // whole app again for each file, which took more than half the suite's time. No test mocks a
    // module, and each file builds its own app on its own database.
    isolate: false,
  },
});
