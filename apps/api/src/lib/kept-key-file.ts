import { randomBytes } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import type { z } from 'zod';
import { describeCause, StartupError } from './startup-error.js';

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Keys kept in a DATA_DIR file (mode 600), generated once; the loser of a race reads the winner's. Written
 * under its own name, then linked into place, so a process starting beside the writer never reads it empty.
 */
export async function keptKeyFile<T>(
  file: string,
  schema: z.ZodType<T>,
  generate: () => Promise<T> | T,
  what: string,
): Promise<T> {
  try {
    const parsed = schema.safeParse(safeJson(await readFile(file, 'utf8')));
    if (!parsed.success) throw new StartupError(`The ${what} file ${file} is not valid: restore it from a backup`);
    return parsed.data;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      if (error instanceof StartupError) throw error;
      throw new StartupError(`Cannot read the ${what} file ${file}: ${describeCause(error)}`, { cause: error });
    }
  }
  const generated = await generate();
  const draft = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(draft, JSON.stringify(generated), { mode: 0o600, flag: 'wx' });
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return keptKeyFile(file, schema, generate, what);
    throw new StartupError(`Cannot write the ${what} file ${file}: ${describeCause(error)}`, { cause: error });
  } finally {
    await rm(draft, { force: true });
  }
  return generated;
}
