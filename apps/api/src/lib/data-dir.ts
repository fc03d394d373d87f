import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describeCause, StartupError } from './startup-error.js';

/**
 * DATA_DIR holds the database files and the secrets: only the server's own user may read them.
 * The process umask is set first, so what the process creates is private; a directory left by an
 * older version (755 / 644) is mended, and so are the files the embedded database makes with
 * explicit modes (called again once it has opened). The directory's own 0700 keeps every user
 * but the server's out of anything inside, whatever its mode.
 */
export async function preparePrivateDataDir(dataDir: string): Promise<void> {
  process.umask(0o077);
  try {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await makePrivate(dataDir);
  } catch (error) {
    throw new StartupError(`Cannot make DATA_DIR ${dataDir} private: ${describeCause(error)}`, { cause: error });
  }
}

async function makePrivate(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) await makePrivate(target);
    else if (entry.isFile()) await chmod(target, 0o600);
  }
}
