import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import pretty from 'pino-pretty';

const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.otp',
  '*.refreshToken',
  '*.access_token',
  '*.refresh_token',
];

/** Drizzle puts a failed query's bound values (e-mails, hashes) in its message after `params:`. */
const QUERY_PARAMETERS = /(^|\n)params: [\s\S]*$/;
const REDACTED_PARAMETERS = 'params: [redacted]';

export function redactQueryParameters(text: string): string {
  return text.replace(QUERY_PARAMETERS, `$1${REDACTED_PARAMETERS}`);
}

/** Anything shaped like an e-mail address (a mail server's rejection quotes the recipient). */
const EMAIL_ADDRESS = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+\.[^\s<>()[\]"',;:@]+/g;

export function redactEmailAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, '[address]');
}

/** Every text bound for the log, or kept beside a record as an error text, goes through this. */
export function redactLogText(text: string): string {
  return redactEmailAddresses(redactQueryParameters(text));
}

/** Besides type, message, stack and cause; others (`params`, PostgreSQL's `detail`, `where`) carry values. */
const SAFE_ERROR_FIELDS = [
  'code',
  'errno',
  'syscall',
  'address',
  'port',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
  'query',
] as const;

interface SafeError {
  type: string;
  message: string;
  stack?: string;
  cause?: SafeError | string;
  errors?: (SafeError | string)[];
  [field: string]: unknown;
}

const MAX_CAUSE_DEPTH = 5;

function isErrorLike(value: unknown): value is Error {
  return (
    value instanceof Error ||
    (typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string')
  );
}

function safeStack(error: Error, type: string, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  let body = error.stack;
  // Cut the original header (which repeats the message, parameters and all) before picking frames.
  const header = `${error.name}: ${error.message}`;
  if (body.startsWith(header)) body = body.slice(header.length);
  const frames = body.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

function serialize(value: unknown, depth: number): SafeError | string | unknown {
  if (typeof value === 'string') return redactLogText(value);
  if (!isErrorLike(value)) return value;
  const error = value;
  const type =
    typeof error.constructor === 'function' && error.constructor.name ? error.constructor.name : String(error.name);
  const message = redactLogText(error.message);
  const safe: SafeError = { type, message };
  const stack = safeStack(error, type, message);
  if (stack) safe.stack = stack;
  const record = error as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const fieldValue = record[field];
    if (fieldValue === undefined || fieldValue === null) continue;
    safe[field] = typeof fieldValue === 'string' ? redactLogText(fieldValue) : fieldValue;
  }
  if (depth < MAX_CAUSE_DEPTH) {
    if (error.cause !== undefined) safe.cause = serialize(error.cause, depth + 1) as SafeError | string;
    const nested = record.errors;
    if (Array.isArray(nested)) safe.errors = nested.map((item) => serialize(item, depth + 1) as SafeError | string);
  }
  return safe;
}

/** pino's `err` serializer, safe for database and mail errors. */
export function serializeError(value: unknown): unknown {
  return serialize(value, 0);
}

/** A URL with every query value replaced: which parameters came is kept, what they said is not. */
export function redactQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 ? pair : `${pair.slice(0, equals)}=redacted`;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with the query's values redacted (codes and e-mails travel there). */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactQueryValues(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const LOG_SERIALIZERS = { err: serializeError, error: serializeError, req: serializeRequest };

/** Whatever logger is given, a failed query's parameters never reach it. */
export const withLogSerializers = (logger: FastifyBaseLogger) => logger.child({}, { serializers: LOG_SERIALIZERS });

/** The server's logger; the `logMethod` hook is the last guard, for message strings. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    redact: LOG_REDACT,
    serializers: LOG_SERIALIZERS,
    hooks: {
      logMethod(args, method) {
        const safeArgs = args.map((arg: unknown) => (typeof arg === 'string' ? redactLogText(arg) : arg));
        return method.apply(this, safeArgs as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Readable lines only for a person at a terminal in development; JSON lines everywhere else. */
export function wantsReadableLogs(nodeEnv: string, isTerminal: boolean | undefined): boolean {
  return nodeEnv === 'development' && isTerminal === true;
}

/** pino-pretty formats the lines the logger has already cleaned, so it shows nothing more. */
export function readableLogDestination(output: NodeJS.WritableStream = process.stdout): DestinationStream {
  return pretty({
    destination: output,
    colorize: output === process.stdout && process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    sync: true,
  });
}
