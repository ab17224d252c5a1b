import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

// Libraries too heavy for the first load of any route: they belong to the pages that use them
// (charts on the projects pages, the graph, drag and drop, the venture wizard).
const pageOnlyPackages =
  /node_modules[\\/](recharts|d3-[^\\/]+|victory-vendor|@xyflow|@dnd-kit)[\\/]/;

// The frame of every signed-in page, loaded by the guard with the first of them.
const signedInFrame = /src[\\/]app[\\/]shell[\\/]app-shell\.tsx$/;

/**
 * Fails the build when a page-only library ends up in the entry, the signed-in frame or what
 * they import statically, which would put it in the first load of every route.
 */
function keepPageOnlyPackagesOutOfFirstLoads(): Plugin {
  return {
    name: 'groundwork:keep-page-only-packages-out-of-first-loads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [[item.fileName, item]] : [],
        ),
      );
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        const chunk = chunks.get(fileName);
        if (!chunk) return;
        const offending = Object.keys(chunk.modules).find((id) => pageOnlyPackages.test(id));
        if (offending) {
          this.error(`${offending} is in ${fileName}, part of the first load of every route.`);
        }
        chunk.imports.forEach(visit);
      };
      for (const chunk of chunks.values()) {
        if (chunk.isEntry || signedInFrame.test(chunk.facadeModuleId ?? '')) visit(chunk.fileName);
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    keepPageOnlyPackagesOutOfFirstLoads(),
    // .br and .gz beside each asset, served as they are by the server (no compression per request).
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.vite[\\/]/] }),
  ],
  server: {
    proxy: {
      '/api': `http://localhost:${process.env.API_PORT ?? 3000}`,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph the bundle budget check reads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // React and the router change far less often than the app; a chunk of their own
              // stays cached across releases. Only what the entry needs: a page's own React
              // libraries stay with the page.
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              tags: ['$initial'],
            },
            // Left to themselves, these would be merged into chunks shared with pages that never
            // use them (zod with the form fields, the phone metadata with the query client),
            // putting them in the sign-in page's first load. Each in a chunk of its own is loaded
            // only by the code that imports it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'phone', test: /node_modules[\\/]libphonenumber-js[\\/]/ },
          ],
        },
      },
    },
  },
});
