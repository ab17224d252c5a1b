#!/usr/bin/env node
// `npm run check:budgets`: the gzipped JavaScript each route of the web app downloads on a first
// visit, from the production build's manifest, against apps/web/bundle-budgets.json. Prints a
// table and exits with 1 when a route is over its budget. Run `npm run build` first.
//
// A route's first load is the entry with everything it imports statically, the route's page
// chunk with its static imports, and for signed-in routes the chunks the guard always loads
// (the app shell). Chunks loaded later on demand (dialogs, validation, the next step of a form)
// are not counted. Each chunk counts once, at the size of its .gz file, which is what the server
// sends a browser that accepts gzip (brotli, preferred when accepted, is smaller still).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(root, 'apps/web');
const distDir = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(webRoot, 'dist');
const manifestFile = path.join(distDir, '.vite/manifest.json');
const budgetsFile = path.join(webRoot, 'bundle-budgets.json');
const routesFile = path.join(webRoot, 'src/app/routes.tsx');
const pathsFile = path.join(webRoot, 'src/lib/paths.ts');
const guardFile = path.join(webRoot, 'src/app/protected-route.tsx');

const KB = 1000;

function fail(message) {
  console.error(`check:budgets: ${message}`);
  process.exit(1);
}

function readJson(file, hint) {
  if (!fs.existsSync(file)) fail(`${path.relative(root, file)} is missing. ${hint}`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** A module imported from `fromFile`, as the manifest names it (relative to apps/web). */
function manifestKey(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, ...['.tsx', '.ts', '.jsx', '.js'].map((ext) => base + ext)];
  const found = candidates.find((candidate) => fs.existsSync(candidate)) ?? base;
  return path.relative(webRoot, found).split(path.sep).join('/');
}

/** routePatterns in src/lib/paths.ts: name → '/workspaces/:workspaceId'. */
function readRoutePatterns() {
  const source = fs.readFileSync(pathsFile, 'utf8');
  const block = /export const routePatterns = \{([\s\S]*?)\}/.exec(source)?.[1];
  if (!block) fail('routePatterns not found in src/lib/paths.ts.');
  return new Map([...block.matchAll(/(\w+):\s*'([^']+)'/g)].map((match) => [match[1], match[2]]));
}

/**
 * The lazily loaded pages of src/app/routes.tsx with their paths; those before the signed-in
 * guard (the sign-in page) are guest routes, the others sit behind the guard.
 */
function readRoutes() {
  const source = fs.readFileSync(routesFile, 'utf8');
  const patterns = readRoutePatterns();
  const lazyPages = new Map(
    [...source.matchAll(/const (\w+) = lazyPage\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g)].map(
      (match) => [match[1], manifestKey(routesFile, match[2])],
    ),
  );
  const guardAt = source.indexOf('<ProtectedRoute />');
  if (guardAt < 0) fail('<ProtectedRoute /> not found in src/app/routes.tsx.');
  const routes = [];
  for (const match of source.matchAll(/path:\s*routePatterns\.(\w+),\s*\.\.\.(\w+)\s*\}/g)) {
    const [, patternName, component] = match;
    const page = lazyPages.get(component);
    if (!page) continue;
    const routePath = patterns.get(patternName);
    if (!routePath) fail(`routePatterns.${patternName} not found in src/lib/paths.ts.`);
    routes.push({ path: routePath, page, signedIn: match.index > guardAt });
  }
  if (routes.length === 0) fail('no lazily loaded pages found in src/app/routes.tsx.');
  return routes;
}

/** What the guard of signed-in routes loads for every one of them (the app shell). */
function readSignedInFrame() {
  const source = fs.readFileSync(guardFile, 'utf8');
  return [...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) =>
    manifestKey(guardFile, match[1]),
  );
}

function main() {
  const manifest = readJson(manifestFile, 'Run `npm run build` first.');
  const budgets = readJson(budgetsFile, 'It holds the budgets.');
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) fail('the manifest has no entry chunk.');

  const sizes = new Map();
  /** Bytes of a chunk as sent gzipped: its .gz file, or gzip at the same level when it has none. */
  const gzippedSize = (file) => {
    if (!sizes.has(file)) {
      const full = path.join(distDir, file);
      const size = fs.existsSync(`${full}.gz`)
        ? fs.statSync(`${full}.gz`).size
        : gzipSync(fs.readFileSync(full), { level: 9 }).length;
      sizes.set(file, size);
    }
    return sizes.get(file);
  };

  /** The JS files of `keys` and everything they import statically. */
  const staticClosure = (keys) => {
    const files = new Set();
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) fail(`${key} is not in the build manifest; is the build current?`);
      if (chunk.file.endsWith('.js')) files.add(chunk.file);
      (chunk.imports ?? []).forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };

  const routes = readRoutes();
  const signedInFrame = readSignedInFrame();
  const routePaths = new Set(routes.map((route) => route.path));
  for (const name of Object.keys(budgets.routes ?? {})) {
    if (!routePaths.has(name)) fail(`bundle-budgets.json names ${name}, which is not a route.`);
  }

  // A route without a budget of its own that shows the same page as a route with one (the
  // workspace page opened on its Timeline tab) loads the same code, so it has the same budget.
  const budgetKb = (route) =>
    budgets.routes?.[route.path] ??
    budgets.routes?.[
      routes.find((other) => other.page === route.page && budgets.routes?.[other.path])?.path
    ] ??
    budgets.default;

  const rows = routes.map((route) => {
    const files = staticClosure([entryKey, ...(route.signedIn ? signedInFrame : []), route.page]);
    const total = [...files].reduce((sum, file) => sum + gzippedSize(file), 0);
    const own = gzippedSize(manifest[route.page].file);
    const budget = budgetKb(route) * KB;
    return { ...route, own, shared: total - own, total, budget, chunks: files.size };
  });

  const kb = (bytes) => (bytes / KB).toFixed(1);
  const table = [
    ['Route', 'Page kB', 'Shared kB', 'Total kB', 'Budget kB', 'Chunks', ''],
    ...rows.map((row) => [
      row.path,
      kb(row.own),
      kb(row.shared),
      kb(row.total),
      kb(row.budget),
      String(row.chunks),
      row.total > row.budget ? 'OVER' : 'ok',
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  console.log('First-load JavaScript per route, gzipped (1 kB = 1000 bytes):\n');
  for (const line of table) {
    console.log(
      line
        .map((cell, column) =>
          column === 0 || column === line.length - 1
            ? cell.padEnd(widths[column])
            : cell.padStart(widths[column]),
        )
        .join('  ')
        .trimEnd(),
    );
  }

  const over = rows.filter((row) => row.total > row.budget);
  if (over.length > 0) {
    console.error(
      `\n${over.length} route(s) over budget: ${over.map((row) => row.path).join(', ')}. ` +
        'Load what the page does not need at once on demand, or change the budget in ' +
        'apps/web/bundle-budgets.json with the reason in docs/decisions.md.',
    );
    process.exit(1);
  }
  console.log(`\nEvery route is within its budget (${path.relative(root, budgetsFile)}).`);
}

main();
