/**
 * Last build step: writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of
 * dist/ the browser fetches, compressed once at the highest levels, so the server sends them as
 * they are (@fastify/static's `preCompressed`) instead of compressing on every answer or, as
 * before, not at all. A copy that would save less than a tenth is not written: the server then
 * sends the file itself. It runs on the fresh dist/ of this build (`vite build` empties it), so
 * no copy outlives the file it was made from.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
/** Below this the headers outweigh what compression saves. */
const MIN_BYTES = 1024;
const MAX_RATIO = 0.9;

const files = (await readdir(DIST, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name));

let original = 0;
let brotli = 0;
let written = 0;
for (const file of files.filter((name) => COMPRESSIBLE.has(path.extname(name)))) {
  const source = await readFile(file);
  if (source.length < MIN_BYTES) continue;
  const copies = [
    [
      '.br',
      brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    ],
    ['.gz', gzipSync(source, { level: constants.Z_BEST_COMPRESSION })],
  ];
  for (const [extension, bytes] of copies) {
    if (bytes.length > source.length * MAX_RATIO) continue;
    await writeFile(file + extension, bytes);
    written += 1;
    if (extension === '.br') {
      original += source.length;
      brotli += bytes.length;
    }
  }
}
process.stdout.write(
  `compressed ${written} copies: ${(original / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB Brotli\n`,
);
