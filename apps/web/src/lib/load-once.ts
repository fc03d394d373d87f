/** Marked the way React's `use` reads a promise: once settled, rendering it never suspends. */
type Marked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T };

export interface LoadOnce<T> {
  /** The one load in flight or done; after a failure, that failure until `forgetFailure`. */
  load(): Promise<T>;
  loaded(): T | undefined;
  forgetFailure(): void;
}

/** A module (or what is made of it) imported once and kept: screens' chunks, the coverage sheet's content. */
export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let current: Marked<T> | undefined;
  return {
    load() {
      if (current) return current;
      const tracked: Marked<T> = importer().then(
        (value) => {
          Object.assign(tracked, { status: 'fulfilled', value });
          return value;
        },
        (error: unknown) => {
          Object.assign(tracked, { status: 'rejected', reason: error });
          throw error;
        },
      );
      current = tracked;
      return tracked;
    },
    loaded: () => (current?.status === 'fulfilled' ? current.value : undefined),
    forgetFailure() {
      if (current?.status === 'rejected') current = undefined;
    },
  };
}
