import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile, chmod } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export interface Secrets {
  jwtSecret: string;
  otpHmacKey: string;
}

const fileSchema = z.object({ jwtSecret: z.string().min(32), otpHmacKey: z.string().min(32) });

/**
 * Secrets come from the environment when set. Otherwise they are generated on first
 * start and kept in DATA_DIR (mode 600), so a fresh machine works and tokens survive restarts.
 */
export async function loadSecrets(options: {
  dataDir: string;
  jwtSecret?: string | undefined;
  otpHmacKey?: string | undefined;
}): Promise<Secrets> {
  if (options.jwtSecret && options.otpHmacKey) {
    return { jwtSecret: options.jwtSecret, otpHmacKey: options.otpHmacKey };
  }
  const file = path.join(options.dataDir, 'secrets.json');
  let stored: Secrets | undefined;
  try {
    stored = fileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`Cannot read ${file}: delete it to generate new secrets`, { cause: error });
    }
  }
  if (!stored) {
    stored = {
      jwtSecret: randomBytes(48).toString('base64url'),
      otpHmacKey: randomBytes(48).toString('base64url'),
    };
    await mkdir(options.dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(stored), { mode: 0o600, flag: 'wx' }).catch(
      async (error: NodeJS.ErrnoException) => {
        // Another process won the race: use what it wrote.
        if (error.code !== 'EEXIST') throw error;
        stored = fileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
      },
    );
    await chmod(file, 0o600);
  }
  return {
    jwtSecret: options.jwtSecret ?? stored.jwtSecret,
    otpHmacKey: options.otpHmacKey ?? stored.otpHmacKey,
  };
}
