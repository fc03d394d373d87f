import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { webPaths } from '@game-assist/contracts';
import { ROOT } from '../lib/server.js';
import { bytesBySource, moduleName } from '../lib/sourcemap.js';
import type { Figure, MeasureResult } from '../lib/types.js';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const DIST = path.join(ROOT, 'apps/web/dist');
const KB = 1024;
const ROUTE_SCREENS: Record<string, string> = {
  [webPaths.onboarding]: 'src/features/onboarding/onboarding-screen.tsx',
  [webPaths.signIn]: 'src/features/auth/screens/sign-in-screen.tsx',
};

/**
 * Libraries a screen imports only when a person asks for what they do (#49 item 4): the camera's QR
 * decoder, WebAuthn's browser half. Not routes: each is measured on its own and must be in no
 * screen's static imports.
 */
const ON_DEMAND: Record<string, string> = {
  'node_modules/jsqr/': 'the QR decoder (jsQR), when the camera opens on /verificar',
  'node_modules/@simplewebauthn/browser/': 'WebAuthn (@simplewebauthn/browser), when a passkey is made or used',
};
const onDemandName = (key: string) => Object.entries(ON_DEMAND).find(([part]) => key.includes(part))?.[1];

async function sizes(file: string) {
  const bytes = await readFile(path.join(DIST, file));
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The chunk and everything it statically imports. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(manifest, child, into);
  return into;
}

async function total(manifest: Manifest, keys: Iterable<string>) {
  const sum = { raw: 0, gzip: 0, brotli: 0 };
  for (const key of keys) {
    const size = await sizes(manifest[key]!.file);
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.brotli += size.brotli;
  }
  return sum;
}

export async function measureBundle(): Promise<MeasureResult> {
  const manifest = JSON.parse(await readFile(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
  const entry = closure(manifest, entryKey);
  const figures: Figure[] = [];

  for (const [route, screen] of Object.entries(ROUTE_SCREENS)) {
    if (!manifest[screen]) throw new Error(`no chunk for ${screen}`);
    const initial = closure(manifest, screen, new Set(entry));
    const size = await total(manifest, initial);
    figures.push(
      {
        name: `initial JS before ${route} (gzip)`,
        value: size.gzip / KB,
        unit: 'KB',
        budget: { limit: 110, kind: 'max' },
      },
      { name: `initial JS before ${route} (brotli)`, value: size.brotli / KB, unit: 'KB' },
    );
  }

  let largestRoute = { name: '', gzip: 0 };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || onDemandName(key)) continue;
    const own = [...closure(manifest, key)].filter((k) => !entry.has(k));
    const size = await total(manifest, own);
    if (size.gzip > largestRoute.gzip) largestRoute = { name: chunk.src ?? key, gzip: size.gzip };
  }
  figures.push({
    name: 'largest lazily loaded route (gzip)',
    value: largestRoute.gzip / KB,
    unit: 'KB',
    budget: { limit: 30, kind: 'max' },
    note: largestRoute.name,
  });

  // Where each on-demand library's code is, by the chunks' source maps: only in its own chunks.
  const chunksWith = new Map<string, string[]>(Object.keys(ON_DEMAND).map((part) => [part, []]));
  for (const [key, chunk] of Object.entries(manifest)) {
    const map = await readFile(path.join(DIST, `${chunk.file}.map`), 'utf8').catch(() => null);
    if (map === null) continue;
    const sources = (JSON.parse(map) as { sources: string[] }).sources;
    for (const part of Object.keys(ON_DEMAND))
      if (sources.some((source) => source.includes(part))) chunksWith.get(part)!.push(key);
  }
  for (const [part, name] of Object.entries(ON_DEMAND)) {
    const own = chunksWith.get(part)!.filter((key) => manifest[key]!.isDynamicEntry && onDemandName(key));
    if (chunksWith.get(part)!.length === 0) continue;
    figures.push(
      { name: `${name} (gzip)`, value: (await total(manifest, own)).gzip / KB, unit: 'KB' },
      {
        name: `${name}: other chunks carrying its code`,
        value: chunksWith.get(part)!.length - own.length,
        unit: '',
        budget: { limit: 0, kind: 'max' },
      },
    );
  }

  // The answers' schemas (zod/mini and the contracts) load beside the first request, in a chunk of
  // their own counted above among the lazy ones; named here so their size shows (decision 018).
  const answers = 'src/lib/api/answers.ts';
  if (!manifest[answers]) throw new Error(`no chunk for ${answers}`);
  figures.push({
    name: "the answers' schemas, loaded beside the first request (gzip)",
    value:
      (
        await total(
          manifest,
          [...closure(manifest, answers)].filter((key) => !entry.has(key)),
        )
      ).gzip / KB,
    unit: 'KB',
  });

  // Every screen but the landing ones and the dashboard is reached through the loaders' own chunk,
  // loaded once the first screen shows; a visit that opens on such a screen loads it beside its route.
  const laterScreens = 'src/app/later-screens.ts';
  if (!manifest[laterScreens]) throw new Error(`no chunk for ${laterScreens}`);
  figures.push({
    name: "the other screens' loaders, loaded once the first screen shows (gzip)",
    value: (await total(manifest, [laterScreens])).gzip / KB,
    unit: 'KB',
  });

  // CSS is budgeted as JS is, by what one screen loads (the app's own CSS and its route's), not
  // summed over every screen: a new screen's styles cost only the people who open it.
  const cssOf = async (keys: Iterable<string>) => {
    let gzip = 0;
    for (const file of new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))) gzip += (await sizes(file)).gzip;
    return gzip;
  };
  let heaviestCss = { name: '', gzip: 0 };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const gzip = await cssOf(closure(manifest, key, new Set(entry)));
    if (gzip > heaviestCss.gzip) heaviestCss = { name: chunk.src ?? key, gzip };
  }
  figures.push(
    {
      name: 'CSS before / (gzip)',
      value: (await cssOf(closure(manifest, ROUTE_SCREENS['/']!, new Set(entry)))) / KB,
      unit: 'KB',
      budget: { limit: 15, kind: 'max' },
    },
    {
      name: 'CSS of the heaviest route (gzip)',
      value: heaviestCss.gzip / KB,
      unit: 'KB',
      budget: { limit: 15, kind: 'max' },
      note: heaviestCss.name,
    },
    { name: 'all CSS, every route summed (gzip)', value: (await cssOf(Object.keys(manifest))) / KB, unit: 'KB' },
  );

  // Every chunk the first screen ('/') needs, by the source modules their bytes come from.
  const byModule = new Map<string, number>();
  for (const key of closure(manifest, ROUTE_SCREENS['/']!, new Set(entry))) {
    const file = manifest[key]!.file;
    const code = await readFile(path.join(DIST, file), 'utf8');
    const mapText = await readFile(path.join(DIST, `${file}.map`), 'utf8').catch(() => null);
    if (mapText === null) {
      // The bundler's own runtime chunk comes without a source map.
      byModule.set('bundler runtime', (byModule.get('bundler runtime') ?? 0) + code.length);
      continue;
    }
    const map = JSON.parse(mapText) as { sources: string[]; mappings: string };
    for (const [source, bytes] of bytesBySource(code, map)) {
      const name = moduleName(source);
      byModule.set(name, (byModule.get(name) ?? 0) + bytes);
    }
  }
  const largest = [...byModule.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return {
    id: 'bundle',
    title: 'Bundle',
    figures,
    notes: [
      `Largest modules of the initial JS before / (minified bytes): ${largest.map(([name, bytes]) => `${name} ${(bytes / KB).toFixed(1)} KB`).join(', ')}`,
    ],
  };
}
