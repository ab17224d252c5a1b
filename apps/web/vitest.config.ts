import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Node 25 and later define a \`localStorage\` global of their own (empty without
// --localstorage-file) that shadows the test DOM's; the flag removes it. Older Node rejects it.
const nodeMajor = Number(process.versions.node.split('.')[0]);
const withoutNodeWebStorage = nodeMajor >= 25 ? ['--no-experimental-webstorage'] : [];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    execArgv: withoutNodeWebStorage,
    unstubGlobals: true,
    // Vitest keeps a core free for itself by default, which on a 2-core machine runs the files one
    // at a time; its own share of the work is small, so use every core.
    maxWorkers: '100%',
    // A bound, not a wait: a test ends as soon as its last expectation holds. On a machine shared
    // with other work a page's first render, its code transformed on first import, has taken more
    // than 20 s, so one bound for every test, well above that, instead of 5 s and per-file raises.
    testTimeout: 60_000,
  },
});
