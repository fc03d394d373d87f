import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

/** Account deletion: every message to the address (or push device id), sent or queued, goes. */
export const forgetMailTo = (tx: Executor, recipient: string) => repo.forgetMailTo(tx, recipient);

/** Retention: messages sent or given up on before `before` go; how many. */
export const deleteFinishedMailBefore = (db: Executor, before: Date) => repo.deleteFinishedBefore(db, before);
