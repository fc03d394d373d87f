import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describeCause, StartupError } from './startup-error.js';

/** DATA_DIR is the server's user's alone: the umask, then mending what was left readable; 0700 covers the rest. */
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
