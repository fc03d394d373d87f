import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

/** Account deletion: every message to the address (or push device id), sent or queued, goes. */
export const forgetMailTo = (tx: Executor, recipient: string) => repo.forgetMailTo(tx, recipient);

/** Retention: messages sent or given up on before `before` go; how many. */
export const deleteFinishedMailBefore = (db: Executor, before: Date) => repo.deleteFinishedBefore(db, before);

/** The e-mails to an address, newest first: subject and times only (the staff's look-up, #67). */
export const mailSubjectsTo = (db: Executor, recipient: string, limit: number) =>
  repo.mailSubjectsTo(db, recipient, limit);
