import type { Plugin, Rollup } from 'vite';
// A relative path: the config loader bundles it, where Node could not load the package's .ts.
import { AUTH_TOKEN_STORAGE_KEY } from '../../../packages/shared/src/common/constants.ts';
import {
  everyFirstVisitRequests,
  firstVisitRoutes,
} from '../src/app/first-visit/first-visit-routes.ts';
import {
  startFirstVisit,
  type FirstVisitScriptRoute,
} from '../src/app/first-visit/start-first-visit.ts';

// The frame of every signed-in page, which the guard loads with the first of them.
const signedInFrame = 'src/app/shell/app-shell.tsx';

function chunksOf(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  return Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
}

/** `chunk`'s file and every file it imports statically, less those in `known`. */
function filesOf(
  chunk: Rollup.OutputChunk,
  byFile: Map<string, Rollup.OutputChunk>,
  known: Set<string>,
) {
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (known.has(fileName) || files.includes(fileName)) return;
    files.push(fileName);
    byFile.get(fileName)?.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return files;
}

/**
 * Writes the first-visit script (src/app/first-visit) into index.html, first thing in its head,
 * inline: it runs as the page is parsed, long before the app's code has arrived (a file of its own
 * would wait for it, and in practice for the app's code to compile as well). The server allows it
 * by its hash in the Content-Security-Policy (apps/server/src/platform/web-app.ts). Each route
 * carries its page's code files (and the signed-in frame's), less those index.html preloads.
 */
export function firstVisitScript(): Plugin {
  return {
    name: 'groundwork:first-visit-script',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const base = '/';
      const entryFiles = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
        for (const file of filesOf(entry, byFile, new Set())) entryFiles.add(file);
      }
      const chunkOf = (moduleId: string) => {
        const chunk = chunks.find((candidate) =>
          candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(`/apps/web/${moduleId}`),
        );
        if (!chunk) this.error(`No chunk is built from ${moduleId} (first-visit-routes.ts).`);
        return chunk;
      };
      const frame = filesOf(chunkOf(signedInFrame), byFile, entryFiles);
      const routes: FirstVisitScriptRoute[] = firstVisitRoutes.map((route) => ({
        pattern: route.pattern,
        ...(route.query ? { query: route.query } : {}),
        files: [
          ...new Set([
            ...frame,
            ...route.pages.flatMap((page) => filesOf(chunkOf(page), byFile, entryFiles)),
          ]),
        ].map((file) => base + file),
        requests: route.requests,
      }));
      const source =
        `(${startFirstVisit.toString()})(` +
        [routes, everyFirstVisitRequests, AUTH_TOKEN_STORAGE_KEY]
          .map((value) => JSON.stringify(value))
          .join(',') +
        ');\n';
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') this.error('index.html is not in the build.');
      html.source = String(html.source).replace('<head>', `<head>\n    <script>${source}</script>`);
    },
  };
}
