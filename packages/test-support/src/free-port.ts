import getPort from 'get-port';

/** A free port on 127.0.0.1; get-port remembers what it handed out, so two calls in a row never clash. */
export function freePort(): Promise<number> {
  return getPort({ host: '127.0.0.1' });
}
