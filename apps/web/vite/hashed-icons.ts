import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const contentTypes: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png' };

/** `icon-192.png` as `icon-192-<first 8 hex digits of its SHA-256>.png`. */
function hashedName(file: string, content: Buffer): string {
  const { name, ext } = path.parse(file);
  return `${name}-${createHash('sha256').update(content).digest('hex').slice(0, 8)}${ext}`;
}

/**
 * The app's icons (the favicon and the install icons of `dir`) under names that change with their
 * content, in assets/ beside the rest of the build: the server caches what is there for a year
 * (apps/server/src/platform/web-app.ts), where a file under a fixed name has to be checked again
 * every hour. index.html names them `/icons/<file>` and gets their built addresses; the web app
 * manifest takes them from `iconUrl`; code that imports one gets its address too (not Vite's own
 * copy, or the file inlined), so the page's logo is the favicon the browser fetched already. The
 * names are known before the build starts, as the manifest is written from the config. The dev
 * server serves them at the same addresses.
 */
export function hashedIcons(dir: string) {
  const urls = new Map(
    fs
      .readdirSync(dir)
      .map((file) => [file, `/assets/${hashedName(file, fs.readFileSync(path.join(dir, file)))}`]),
  );
  const iconUrl = (file: string): string => {
    const url = urls.get(file);
    if (!url) throw new Error(`No icon ${file} in ${dir}`);
    return url;
  };
  const plugin: Plugin = {
    name: 'groundwork:hashed-icons',
    // Before Vite's asset handling, which would answer imports of the icons itself.
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (path.dirname(file) !== dir) return null;
      return `export default ${JSON.stringify(iconUrl(path.basename(file)))};`;
    },
    transformIndexHtml: {
      // After Vite's own pass over index.html, which would look for /assets/… in the sources.
      order: 'post',
      handler: (html) => html.replaceAll(/"\/icons\/([^"/]+)"/g, (_, file) => `"${iconUrl(file)}"`),
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = request.url?.split('?')[0];
        const file = [...urls].find(([, url]) => url === pathname)?.[0];
        if (!file) return next();
        response.setHeader(
          'content-type',
          contentTypes[path.extname(file)] ?? 'application/octet-stream',
        );
        fs.createReadStream(path.join(dir, file)).pipe(response);
      });
    },
    generateBundle() {
      for (const [file, url] of urls) {
        this.emitFile({
          type: 'asset',
          fileName: url.slice(1),
          source: fs.readFileSync(path.join(dir, file)),
        });
      }
    },
  };
  return { plugin, iconUrl };
}
