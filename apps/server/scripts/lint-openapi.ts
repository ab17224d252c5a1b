/**
 * `npm run lint:api`: starts the app on an in-memory database, fetches the OpenAPI document it
 * serves over HTTP, saves it as `.openapi/openapi.json` and lints it with Redocly's recommended
 * rules (`redocly.yaml`). Exits non-zero on any error or warning.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp } from '../test/test-app';

const root = path.resolve(import.meta.dirname, '../../..');
const target = path.join(root, '.openapi/openapi.json');

const ctx = await createTestApp();
try {
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const response = await fetch(`${address}/api/openapi.json`);
  if (!response.ok) throw new Error(`GET /api/openapi.json answered ${response.status}`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, JSON.stringify(await response.json(), null, 2) + '\n');
} finally {
  await ctx.close();
}

const relativeTarget = path.relative(root, target);
const redocly = (format: string) =>
  spawnSync('npx', ['--no-install', 'redocly', 'lint', `--format=${format}`, relativeTarget], {
    cwd: root,
    encoding: 'utf8',
    // No usage reports or update checks: CI has no network beyond the package registry.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    stdio: ['ignore', format === 'json' ? 'pipe' : 'inherit', 'inherit'],
  });
redocly('stylish');
// Redocly exits 0 on warnings; the check does not, so it counts them from the JSON report.
const { totals } = JSON.parse(redocly('json').stdout) as {
  totals: { errors: number; warnings: number };
};
if (totals.errors + totals.warnings > 0) {
  console.error(`OpenAPI lint: ${totals.errors} error(s), ${totals.warnings} warning(s)`);
  process.exit(1);
}
