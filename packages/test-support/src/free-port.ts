import getPort from 'get-port';

/**
 * A TCP port on 127.0.0.1 that nothing listens on at the moment of the call. get-port also
 * remembers the ports it handed out in this process for a while, so two calls in a row (an SMTP
 * server, then the app) never get the same one, which listen(0)-and-close alone does not promise.
 */
export function freePort(): Promise<number> {
  return getPort({ host: '127.0.0.1' });
}
