import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { firstVisitScript } from './vite/first-visit-script.ts';
import { hashedIcons } from './vite/hashed-icons.ts';

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

// A module statically imported by at least this share of the signed-in pages joins their
// common chunk. A quarter would save a project's tasks 12 of its 29 files, but add 27 kB to the
// lightest pages (privacy, terms), which then load all of it.
const PAGES_SHARE = 0.5;

// A small module that three or more pages import statically joins that chunk too (see
// smallSharedModules): left to the bundler, each set of pages sharing a few such modules gets a
// file of its own, and on a slow network every file is a request waiting for one of the six
// connections a browser opens to a server. A project's task list went from 34 files to 20 for
// 2 kB more; a larger size or fewer pages adds kilobytes to the pages that use least.
const SMALL_MODULE_MAX_CHARS = 5000;
const SMALL_MODULE_MIN_PAGES = 3;

const zodAndSchemaBlocks =
  /node_modules[\\/]zod[\\/]|packages[\\/]shared[\\/]src[\\/]common[\\/]schemas\.ts$/;
const icon = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const routesModule = /src[\\/]app[\\/]routes\.tsx$/;
const appEntry = /src[\\/]main\.tsx$/;
const signInPage = /src[\\/]features[\\/]auth[\\/]pages[\\/]login-page\.tsx$/;

/** Modules of the signed-in frame and of most pages, filled in once the module graph is known. */
const firstLoadGroups = {
  signedIn: new Set<string>(),
  pages: new Set<string>(),
};

/**
 * The small modules (SMALL_MODULE_MAX_CHARS) that SMALL_MODULE_MIN_PAGES or more pages import,
 * less any that would bring more with it: every module one of them imports must be among them or
 * in what each signed-in page loads anyway (`loadedByEveryPage`, read from the graph before
 * tree-shaking, so a library's index counts as everything it re-exports). Zod and the phone
 * metadata stay out, as do the page-only libraries.
 */
function smallSharedModules(
  uses: Map<string, number>,
  codeLength: (id: string) => number,
  importsOf: (id: string) => readonly string[],
  loadedByEveryPage: Set<string>,
): Set<string> {
  const heavy = /node_modules[\\/](zod|libphonenumber-js)[\\/]/;
  const small = new Set(
    [...uses]
      .filter(([id, count]) => count >= SMALL_MODULE_MIN_PAGES && !loadedByEveryPage.has(id))
      .map(([id]) => id)
      .filter((id) => !heavy.test(id) && !pageOnlyPackages.test(id))
      .filter((id) => codeLength(id) <= SMALL_MODULE_MAX_CHARS),
  );
  const bringsMore = (id: string) =>
    importsOf(id).some(
      (dependency) => !small.has(dependency) && !loadedByEveryPage.has(dependency),
    );
  // Taking one out can leave another importing it; repeat until none brings more.
  for (let removed = true; removed;) {
    removed = false;
    for (const id of small) {
      if (bringsMore(id)) {
        small.delete(id);
        removed = true;
      }
    }
  }
  return small;
}

/**
 * Sorts the modules of signed-in first loads into the chunk groups above: what the app shell
 * imports statically (less what the sign-in page needs too, which stays out of signed-in chunks),
 * and what at least PAGES_SHARE of the pages import statically, with the small modules pages
 * share. The pages, the shell and anything loaded on demand keep their own chunks.
 */
function groupFirstLoadModules(): Plugin {
  return {
    name: 'groundwork:group-first-load-modules',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const staticImports = (from: string): Set<string> => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        this.getModuleInfo(from)?.importedIds.forEach(visit);
        return seen;
      };
      const find = (pattern: RegExp) => ids.find((id) => pattern.test(id));
      const shell = find(signedInFrame);
      const routes = find(routesModule);
      const signIn = find(signInPage);
      if (!shell || !routes || !signIn) return;
      const guest = staticImports(signIn);
      const pages =
        this.getModuleInfo(routes)?.dynamicallyImportedIds.filter((id) => id !== signIn) ?? [];
      const loadedOnDemand = new Set(
        ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
      );
      const own = (id: string) => !guest.has(id) && !loadedOnDemand.has(id);
      for (const id of staticImports(shell)) if (own(id)) firstLoadGroups.signedIn.add(id);
      const uses = new Map<string, number>();
      for (const page of pages) {
        for (const id of staticImports(page)) uses.set(id, (uses.get(id) ?? 0) + 1);
      }
      for (const [id, count] of uses) {
        const grouped = firstLoadGroups.signedIn.has(id);
        if (count >= pages.length * PAGES_SHARE && own(id) && !grouped) {
          firstLoadGroups.pages.add(id);
        }
      }
      const entry = find(appEntry);
      if (!entry) return;
      const loadedByEveryPage = new Set([
        entry,
        ...staticImports(entry),
        ...firstLoadGroups.signedIn,
        ...firstLoadGroups.pages,
      ]);
      const ownUses = new Map([...uses].filter(([id]) => own(id)));
      const small = smallSharedModules(
        ownUses,
        (id) => this.getModuleInfo(id)?.code?.length ?? Infinity,
        (id) => this.getModuleInfo(id)?.importedIds ?? [],
        loadedByEveryPage,
      );
      for (const id of small) firstLoadGroups.pages.add(id);
    },
  };
}

const icons = hashedIcons(fileURLToPath(new URL('./src/assets/icons', import.meta.url)));

// Tailwind's indigo-600 (the accent, UI.md) and white, as index.html's theme-color says too.
const THEME_COLOR = '#4f46e5';
const BACKGROUND_COLOR = '#ffffff';

/**
 * The web app manifest, and a service worker that keeps the app's shell (the page, its code,
 * styles and icons) so that it opens with no connection. It never caches API answers: data kept
 * for offline use lives elsewhere, per person, and is wiped at sign-out. The app registers the
 * worker itself after its first screen, and a new version waits until the person chooses to
 * reload (src/app/pwa).
 */
function installableApp() {
  return VitePWA({
    strategies: 'generateSW',
    // Registered by the app itself, late, rather than by a script the plugin would add to
    // index.html (an inline one would also need its own CSP hash).
    injectRegister: false,
    registerType: 'prompt',
    manifest: {
      name: 'Groundwork',
      short_name: 'Groundwork',
      description: 'Workspaces, projects, tasks and ventures for small teams.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: icons.iconUrl('icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: icons.iconUrl('icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: icons.iconUrl('icon-maskable-512.png'),
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // The files as built, icons included (their .br and .gz copies are only what the server sends
      // for them); the plugin adds the manifest.
      globPatterns: ['**/*.{html,js,css,woff2,svg,png}'],
      globIgnores: ['.vite/**'],
      navigateFallback: 'index.html',
      // Pages the server answers itself: the API (its docs and file downloads included) and the
      // short links of SMS messages, which redirect into the app.
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/s\//],
      // No runtime caching: whatever is not precached goes to the network, API answers above all.
      runtimeCaching: [],
      // One file, so the server has one worker script to keep out of HTTP caches.
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      // A new worker takes over only when the person asks for it, never under a page mid-edit.
      skipWaiting: false,
      clientsClaim: false,
    },
  });
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    keepPageOnlyPackagesOutOfFirstLoads(),
    groupFirstLoadModules(),
    firstVisitScript(),
    icons.plugin,
    // .br and .gz beside each asset, served as they are by the server (no compression per request).
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.vite[\\/]/] }),
    installableApp(),
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
            // only by the code that imports it. zod's chunk also holds the building blocks every
            // schema is made of, which would otherwise join the pages' common chunk.
            { name: 'zod', test: zodAndSchemaBlocks, includeDependenciesRecursively: false },
            { name: 'phone', test: /node_modules[\\/]libphonenumber-js[\\/]/ },
            // A first visit fetches a few files rather than dozens of small ones, each a round
            // trip on a slow network: everything the entry imports in one chunk, everything the
            // signed-in frame adds in another, and what most pages share in a third.
            { name: 'initial', tags: ['$initial'] },
            {
              name: 'signed-in',
              test: (id) => firstLoadGroups.signedIn.has(id),
              // Its own modules only: by default a group takes their dependencies too, and those
              // the sign-in page shares (the query client's hooks, the auth messages) would make
              // the sign-in page load the whole signed-in frame.
              includeDependenciesRecursively: false,
            },
            {
              name: 'pages',
              test: (id) => firstLoadGroups.pages.has(id),
              // As for the signed-in frame: what the sign-in page shares with them stays out.
              includeDependenciesRecursively: false,
            },
            // The icons all pages use between them (about 9 kB), rather than one file each.
            { name: 'icons', test: icon },
          ],
        },
      },
    },
  },
});
