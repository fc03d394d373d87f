import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile, chmod } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { describeCause, StartupError } from './startup-error.js';

export interface Secrets {
  jwtSecret: string;
  otpHmacKey: string;
}

const fileSchema = z.object({ jwtSecret: z.string().min(32), otpHmacKey: z.string().min(32) });

/** Reads and checks the secrets file; a missing file is the caller's ENOENT, anything else a StartupError. */
async function readSecretsFile(file: string): Promise<Secrets> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    throw new StartupError(`Cannot read the secrets file ${file}: ${describeCause(error)}`, { cause: error });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const result = fileSchema.safeParse(parsed);
  if (!result.success) {
    throw new StartupError(
      `The secrets file ${file} is not valid (JSON with jwtSecret and otpHmacKey of 32+ characters): ` +
        'delete it to generate new secrets (everyone will have to sign in again)',
    );
  }
  return result.data;
}

/** From the environment, or generated on first start and kept in DATA_DIR (mode 600) so tokens survive restarts. */
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
    stored = await readSecretsFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (!stored) {
    const generated = {
      jwtSecret: randomBytes(48).toString('base64url'),
      otpHmacKey: randomBytes(48).toString('base64url'),
    };
    try {
      await mkdir(options.dataDir, { recursive: true });
      await writeFile(file, JSON.stringify(generated), { mode: 0o600, flag: 'wx' });
      await chmod(file, 0o600);
      stored = generated;
    } catch (error) {
      // Another process won the race: use what it wrote.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new StartupError(`Cannot write the secrets file ${file}: ${describeCause(error)} (check DATA_DIR)`, {
          cause: error,
        });
      }
      stored = await readSecretsFile(file);
    }
  }
  return {
    jwtSecret: options.jwtSecret ?? stored.jwtSecret,
    otpHmacKey: options.otpHmacKey ?? stored.otpHmacKey,
  };
}
