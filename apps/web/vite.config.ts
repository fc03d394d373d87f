import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { httpOrigin, WEB_CONNECT_SOURCES_FILE } from '../../packages/contracts/src/rules/web-boot.ts';
import { SHELL_SHEET_ATTRIBUTE, WEB_KEPT_PAGE_SCRIPT } from '../../packages/contracts/src/rules/web-kept-page.ts';
import { THEME_DARK, THEME_LIGHT } from './src/styles/theme-colors.ts';

/** React Router's production build: its exports point only at the development one (decision 005). */
function reactRouterProductionBuild(specifier: string): string {
  const development = `${path.sep}development${path.sep}`;
  const file = fileURLToPath(import.meta.resolve(specifier));
  if (!file.includes(development)) throw new Error(`unexpected React Router entry ${file}`);
  return file.replace(development, `${path.sep}production${path.sep}`);
}

/** Writes the other origins the app calls next to the build, for the API's connect-src (docs/security.md). */
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

/** V8's compile hint on eagerChunks (decision 006); it must open the file, so it goes in after Vite's additions. */
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

/** The shell of screens not prerendered preloads the web fonts (scripts/prerender.mjs strips the links). */
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

/** Besides the entry, the modules a signed-in start runs nearly whole (decision 006). */
const SIGNED_IN_START_MODULES = [
  '/src/app/tab-navigator/tab-navigator.tsx',
  '/src/features/dashboard/dashboard-screen.tsx',
  '/src/lib/api/base-api.ts',
  '/src/lib/api/answers.ts',
];

/** The entry's and SIGNED_IN_START_MODULES' chunks with their static imports; a listed module in no chunk fails. */
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

/** Fails the build when staff code reaches a subscriber's chunks (decision 025). */
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

/** The kept-page script after `#root`, with the shell's sheet inlined and a disabled link for it (decision 016). */
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
          importScripts: ['/push-sw.js'],
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          navigateFallback: '/index.html',
          // API answers carry one person's data: never cached by the service worker.
          navigateFallbackDenylist: [/^\/api\//],
          // The cards' public keys, so /verificar works offline after one visit.
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
    noExternal: ['@game-assist/contracts'],
    resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
  },
  resolve: {
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
        // The entry's static imports in one chunk (decision 005).
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'], test: (id) => !/[\\/](index\.html|main\.tsx)$/.test(id) }],
        },
      },
    },
  },
}));
