import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config';

const readme = fs.readFileSync(path.join(import.meta.dirname, '../../../README.md'), 'utf8');

/** The README's "Start it" section: what a newcomer reads before anything else. */
function startSection(): string {
  const start = readme.indexOf('\n## Start it\n');
  const end = readme.indexOf('\n## ', start + 1);
  expect(start).toBeGreaterThan(-1);
  return readme.slice(start, end);
}

describe("the README's Start it", () => {
  it('says where the server listens and keeps its data, by default and how to change it', () => {
    const root = '/groundwork';
    const defaults = loadConfig({}, root);
    const section = startSection();

    expect(section).toContain(`port ${defaults.port} (\`PORT\`)`);
    expect(section).toContain(`\`HOST=${defaults.host}\``);
    expect(section).toContain(`\`./${path.relative(root, defaults.dataDir)}\``);
    expect(section).toContain('(`DATA_DIR`)');
    expect(section).toMatch(/HOST=\S+ PORT=\d+ DATA_DIR=\S+ npm start/);
    // Before the benchmark's tables, which come under Develop.
    expect(readme.indexOf(section)).toBeLessThan(readme.indexOf('### Benchmark'));
  });
});
