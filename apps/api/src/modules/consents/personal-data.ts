import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

/** Account deletion: every answer the account gave goes with it (its download reads `consentLog`). */
export const eraseConsents = (tx: Executor, accountId: string) => repo.deleteConsentsOf(tx, accountId);
