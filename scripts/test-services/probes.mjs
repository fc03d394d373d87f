// Whether a PostgreSQL or a Redis answers at a URL: a real query and a real PING, so a port held
// by something else (or a server that refuses our user) counts as missing.
import { connect } from 'node:net';
import pg from 'pg';

export async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function redisAnswers(url) {
  const { hostname, port, username, password } = new URL(url);
  const auth = password ? `AUTH ${[username, password].filter(Boolean).map(decodeURIComponent).join(' ')}\r\n` : '';
  return new Promise((resolve) => {
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || 6379) });
    let said = '';
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(3_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write(`${auth}PING\r\n`));
    socket.on('data', (chunk) => {
      said += chunk.toString();
      const lines = said.split('\r\n').slice(0, -1);
      if (lines.some((line) => line.startsWith('-'))) done(false);
      else if (lines.length >= (auth ? 2 : 1)) done(lines.at(-1) === '+PONG');
    });
  });
}
