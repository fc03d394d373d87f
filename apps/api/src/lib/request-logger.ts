import type { FastifyBaseLogger } from 'fastify';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
const PENDING = Symbol('pending request logger');

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

interface Pending {
  bindings: Bindings;
  options: ChildOptions;
  made?: FastifyBaseLogger;
}

type LazyLogger = FastifyBaseLogger & { [PENDING]: Pending };

const prototypes = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

function isEnabled(parent: FastifyBaseLogger, level: (typeof LEVELS)[number]): boolean {
  const check = (parent as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return check ? check.call(parent, level) : true;
}

/** The methods every request logger of `parent` shares; each makes the real child on its first line. */
function lazyPrototype(parent: FastifyBaseLogger): FastifyBaseLogger {
  const known = prototypes.get(parent);
  if (known) return known;
  const prototype = Object.create(parent) as FastifyBaseLogger;
  const made = (logger: LazyLogger) => {
    const pending = logger[PENDING];
    pending.made ??= parent.child(pending.bindings, pending.options);
    return pending.made;
  };
  for (const level of LEVELS) {
    const log = function (this: LazyLogger, ...args: unknown[]) {
      if (!isEnabled(parent, level)) return;
      (made(this)[level] as (...values: unknown[]) => void)(...args);
    };
    Object.defineProperty(prototype, level, { value: log, writable: true });
  }
  Object.defineProperty(prototype, 'child', {
    value(this: LazyLogger, bindings: Bindings, options?: ChildOptions) {
      return made(this).child(bindings, options);
    },
  });
  prototypes.set(parent, prototype);
  return prototype;
}

/** A request's logger made on its first line, not per request: a pino child is measurable (docs/benchmarks.md). */
export function lazyRequestLogger<Logger extends FastifyBaseLogger>(
  parent: Logger,
  bindings: Bindings,
  options: NonNullable<ChildOptions>,
): Logger {
  if (options.level !== undefined || options.serializers !== undefined)
    return parent.child(bindings, options) as Logger;
  const logger = Object.create(lazyPrototype(parent)) as LazyLogger;
  logger[PENDING] = { bindings, options };
  return logger as unknown as Logger;
}
