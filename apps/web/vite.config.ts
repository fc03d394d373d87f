import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { httpOrigin, WEB_CONNECT_SOURCES_FILE } from '../../packages/contracts/src/rules/web-boot.ts';
import { SHELL_SHEET_ATTRIBUTE, WEB_KEPT_PAGE_SCRIPT } from '../../packages/contracts/src/rules/web-kept-page.ts';
import { THEME_DARK, THEME_LIGHT } from './src/styles/theme-colors.ts';

/**
 * React Router's package exports point every condition at its development build, whose dev
 * warnings stay in the bundle; builds use the same code's production build (dev warnings
 * compiled out, about 2 KB gzip less on every first screen).
 */
function reactRouterProductionBuild(specifier: string): string {
  const development = `${path.sep}development${path.sep}`;
  const file = fileURLToPath(import.meta.resolve(specifier));
  if (!file.includes(development)) throw new Error(`unexpected React Router entry ${file}`);
  return file.replace(development, `${path.sep}production${path.sep}`);
}

/**
 * Writes the origins the built app sends requests to besides its own (the IP-geolocation
 * lookup, an API on another origin) next to the build, for the API's connect-src.
 */
function connectSources(mode: string): Plugin {
  return {
    name: 'game-assist:connect-sources',
    apply: 'build',
    generateBundle() {
      const env = loadEnv(mode, import.meta.dirname, 'VITE_');
      const origins = [env.VITE_GEOLOCATION_URL, env.VITE_API_BASE_URL].map(httpOrigin);
      this.emitFile({
        type: 'asset',
        fileName: WEB_CONNECT_SOURCES_FILE,
        source: `${JSON.stringify([...new Set(origins.filter((origin) => origin !== undefined))])}\n`,
      });
    },
  };
}

/**
 * V8's explicit compile hint (Chrome 136+; a comment elsewhere): the chunks a start runs nearly
 * whole (eagerChunks) are compiled while they stream in, off the main thread, instead of function
 * by function on first call. React DOM's CommonJS body, compiled on the main thread when the
 * entry first required it, was a 45-65 ms task (decision 006).
 * The comment must open the file, so it goes in after Vite's own additions to the chunk.
 */
function compileStartupChunksEagerly(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'game-assist:compile-startup-chunks-eagerly',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of eagerChunks(bundle)) {
          chunk.code = hint + chunk.code;
          // One line more at the top: every mapping moves down one line.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * The shell every screen that is not prerendered opens with (the signed-in ones) asks for the
 * web fonts at once, beside the scripts, so the first layout has them instead of laying the
 * page out again when they arrive. The prerendered pages leave them off their first paint
 * (scripts/prerender.mjs strips these links; the boot script adds the faces after it).
 */
function preloadWebFonts(): Plugin {
  return {
    name: 'game-assist:preload-web-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return Object.values(context.bundle ?? {})
          .filter(
            (file) => file.type === 'asset' && /source-sans-3-latin-\d+-normal-[\w-]+\.woff2$/.test(file.fileName),
          )
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file.fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * Besides the entry, the modules a signed-in start runs nearly whole, once, at the first render of
 * the dashboard: after a code sign-in their chunks are loaded on /ConfirmationCode and their
 * functions were compiled on the main thread after the tap (V8.CompileCode 32-47 ms at 4x CPU,
 * traced; decision 006).
 */
const SIGNED_IN_START_MODULES = [
  '/src/app/tab-navigator/tab-navigator.tsx',
  '/src/features/dashboard/dashboard-screen.tsx',
  '/src/lib/api/base-api.ts',
  '/src/lib/api/answers.ts',
];

/**
 * The chunks compiled as they stream in: the entry's and those of SIGNED_IN_START_MODULES, with
 * every chunk they import statically (for the entry, the `app` group and the bundler's runtime).
 * A listed module found in no chunk (moved or renamed) fails the build rather than losing the hint.
 */
function eagerChunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const holding = (module: string) =>
    [...chunks.values()].filter((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
  const roots = [...chunks.values()].filter((chunk) => chunk.isEntry);
  for (const module of SIGNED_IN_START_MODULES) {
    const found = holding(module);
    if (found.length === 0) throw new Error(`vite.config.ts: no chunk holds ${module} (SIGNED_IN_START_MODULES)`);
    roots.push(...found);
  }
  const eager = new Set<Rollup.OutputChunk>();
  const add = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || eager.has(chunk)) return;
    eager.add(chunk);
    for (const imported of chunk.imports) add(chunks.get(imported));
  };
  for (const root of roots) add(root);
  return [...eager];
}

/** Staff code: whatever sits in a desk/ folder (app/, components/, lib/api/ or a feature's; decision 025). */
const STAFF_MODULE = /[\\/]src[\\/](?:app|components|lib[\\/]api|features[\\/][^\\/]+)[\\/]desk[\\/]/;

/**
 * Staff code never reaches a subscriber's chunks: walking every import from the entry, and every
 * import() but those that open a desk module (/Operador's screen and its tabs), meets no desk
 * module. A build that breaks this, or in which no chunk opens on a desk module (a moved
 * folder), fails.
 */
function keepStaffCodeApart(): Plugin {
  return {
    name: 'game-assist:keep-staff-code-apart',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
      const opensDesk = (chunk: Rollup.OutputChunk) =>
        chunk.isDynamicEntry && chunk.facadeModuleId !== null && STAFF_MODULE.test(chunk.facadeModuleId);
      const reached = new Set<Rollup.OutputChunk>();
      const visit = (chunk: Rollup.OutputChunk | undefined) => {
        if (!chunk || reached.has(chunk) || opensDesk(chunk)) return;
        reached.add(chunk);
        for (const file of [...chunk.imports, ...chunk.dynamicImports]) visit(chunks.get(file));
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
      const leaks = [...reached].flatMap((chunk) =>
        chunk.moduleIds
          .filter((id) => STAFF_MODULE.test(id))
          .map((id) => `${chunk.fileName}: ${path.relative(import.meta.dirname, id)}`),
      );
      if (leaks.length > 0) this.error(`staff code in a subscriber's chunks:\n${leaks.join('\n')}`);
      if (![...chunks.values()].some(opensDesk)) this.error('no chunk opens on a desk module: is STAFF_MODULE stale?');
    },
  };
}

/**
 * The app shell shows the dashboard as the person last saw it, before the app has started
 * (decision 016): its one inline script sits right after `#root`. The shell's own style sheet is
 * inlined, so nothing the script waits for comes over the network (or through the service
 * worker): a script after a pending style sheet runs only once the sheet has come. A disabled
 * link stands for it, as on the prerendered pages, so the app's lazy loader never loads it
 * again. Both are marked: the rules kept with the page leave them out, and the prerender
 * (scripts/prerender.mjs) strips them with the script and hashes the inline sheet for the
 * Content-Security-Policy.
 */
function showKeptPage(): Plugin {
  const root = '<div id="root"></div>';
  return {
    name: 'game-assist:show-kept-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!html.includes(root)) throw new Error('index.html has no empty #root');
        const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
        if (links.length === 0) throw new Error('index.html links no style sheet');
        let shell = html;
        for (const [link, file] of links) {
          const asset = file === undefined ? undefined : context.bundle?.[file];
          if (asset?.type !== 'asset' || typeof asset.source !== 'string') throw new Error(`no CSS asset ${file}`);
          if (asset.source.includes('</')) throw new Error(`${file} cannot be inlined: it holds "</"`);
          shell = shell.replace(
            link,
            `<style ${SHELL_SHEET_ATTRIBUTE}>${asset.source}</style>` +
              `<link rel="stylesheet" ${SHELL_SHEET_ATTRIBUTE} disabled href="/${file}">`,
          );
        }
        return shell.replace(root, `${root}<script>${WEB_KEPT_PAGE_SCRIPT}</script>`);
      },
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [
    react(),
    !isSsrBuild && connectSources(mode),
    !isSsrBuild && compileStartupChunksEagerly(),
    !isSsrBuild && keepStaffCodeApart(),
    !isSsrBuild && preloadWebFonts(),
    !isSsrBuild && showKeptPage(),
    // The SSR build only feeds the prerender step (scripts/prerender.mjs): no service worker.
    !isSsrBuild &&
      VitePWA({
        registerType: 'autoUpdate',
        injectRegister: false,
        includeAssets: ['apple-touch-icon.png', 'favicon-32.png'],
        manifest: {
          id: '/',
          name: 'Game Assist',
          short_name: 'Game Assist',
          description: 'A assinatura que cuida de você!!!',
          lang: 'pt-BR',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: THEME_DARK,
          background_color: THEME_LIGHT,
          categories: ['health', 'lifestyle', 'finance'],
          icons: [
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          ],
        },
        workbox: {
          // Shows pushes and opens the screen a tap asks for (public/push-sw.js).
          importScripts: ['/push-sw.js'],
          // The app shell (HTML, JS, CSS, fonts, icons) opens offline.
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          navigateFallback: '/index.html',
          // API answers carry one person's data: never cached by the service worker.
          navigateFallbackDenylist: [/^\/api\//],
          // The member cards' public keys are public and change rarely: kept, revalidated when
          // online, so /verificar checks a card offline after one visit.
          runtimeCaching: [
            {
              urlPattern: ({ url }) => url.pathname === '/.well-known/jwks.json',
              handler: 'StaleWhileRevalidate',
              options: { cacheName: 'card-keys' },
            },
          ],
          cleanupOutdatedCaches: true,
        },
      }),
  ],
  ssr: {
    // Bundled from TypeScript source like the browser build, not imported from its dist.
    noExternal: ['@game-assist/contracts'],
    resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
  },
  resolve: {
    // Use the contracts' TypeScript source directly (no build step in between).
    conditions: ['source'],
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProductionBuild('react-router') },
            { find: /^react-router\/dom$/, replacement: reactRouterProductionBuild('react-router/dom') },
          ]
        : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by the bundle benchmark to map routes to their chunks.
    manifest: true,
    rolldownOptions: {
      output: {
        // What the entry needs statically is one chunk beside it: one request and one
        // compression window instead of seven small ones.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'], test: (id) => !/[\\/](index\.html|main\.tsx)$/.test(id) }],
        },
      },
    },
  },
}));
