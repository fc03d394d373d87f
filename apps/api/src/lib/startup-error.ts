import { redactQueryParameters } from './logging.js';

/** Its message alone tells the operator what to fix: printed as one line, no stack trace. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** A database URL fit for a message: user, host, port and database, never the password or options. */
export function safeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    url.password = '';
    url.search = '';
    url.hash = '';
    return url.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const nested = (error as { errors?: unknown }).errors;
  // Node's connect to `localhost` (::1, then 127.0.0.1) fails with an AggregateError whose own message is empty.
  if (!error.message && Array.isArray(nested) && nested.length > 0) {
    return [...new Set(nested.map(messageOf))].join('; ');
  }
  const code = (error as { code?: unknown }).code;
  const message = error.message || error.name;
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
}

/** The outermost message that is not a mere wrapper (Drizzle's `Failed query: …` gives way to its cause). */
export function describeCause(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 10; depth += 1) {
    if (!(current instanceof Error) || current.cause === undefined) break;
    if (!current.message.startsWith('Failed query:')) break;
    current = current.cause;
  }
  const text = redactQueryParameters(messageOf(current))
    // A connection string anywhere in a message loses its password.
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^@\s]*@/gi, '$1@')
    .replace(/\s+/g, ' ')
    .trim();
  return text || 'unknown error';
}
