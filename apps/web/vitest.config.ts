import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    unstubGlobals: true,
    // Vitest keeps a core free for itself by default, which on a 2-core machine runs the files one
    // at a time; its own share of the work is small, so use every core.
    maxWorkers: '100%',
  },
});
