#!/usr/bin/env node
// `npm run build -w apps/server`: the server as JavaScript, dist/server.mjs (and the chunks it
// loads only when configured to, such as the S3 driver), which production runs with plain `node`
// (no TypeScript loader in the process). The shared package (TypeScript sources) is bundled in;
// every other dependency stays in node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readManifest = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
const manifest = readManifest(serverRoot);
const bundled = new Set(['@groundwork/shared']);
// The shared package's own dependencies (such as libphonenumber-js) stay in node_modules too.
const sharedManifest = readManifest(path.join(serverRoot, '../../packages/shared'));
const external = [
  ...new Set([...Object.keys(manifest.dependencies), ...Object.keys(sharedManifest.dependencies)]),
].filter((name) => !bundled.has(name));
// Modules of src/platform find the migrations (src/db/migrations) and the web build by paths
// relative to their own folder; in the bundle that folder is named outright.
const pathModules = path.join(serverRoot, 'src/platform');

fs.rmSync(path.join(serverRoot, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(serverRoot, 'src/server.ts')],
  outdir: path.join(serverRoot, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  define: { 'import.meta.dirname': 'sourcePlatformDir' },
  banner: {
    js: [
      "import { fileURLToPath as fileURLToPathOfBundle } from 'node:url';",
      "const sourcePlatformDir = fileURLToPathOfBundle(new URL('../src/platform', import.meta.url));",
    ].join('\n'),
  },
});

// Any other module that reads its own folder would be handed src/platform by the define above.
const misplaced = Object.keys(result.metafile.inputs).filter((input) => {
  const file = path.resolve(process.cwd(), input);
  return (
    !file.startsWith(pathModules + path.sep) &&
    !file.includes(`${path.sep}node_modules${path.sep}`) &&
    fs.readFileSync(file, 'utf8').includes('import.meta.dirname')
  );
});
if (misplaced.length > 0) {
  console.error(
    `import.meta.dirname outside src/platform cannot be bundled: ${misplaced.join(', ')}`,
  );
  process.exit(1);
}
