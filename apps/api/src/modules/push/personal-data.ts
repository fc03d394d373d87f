import type { Executor } from '#api/db/client.js';
import { forgetMailTo } from '#api/modules/mail/index.js';
import * as repo from './repository.js';

export const pushDevicesForExport = repo.subscriptionsOf;

/** Account deletion: its devices stop getting pushes, and pushes still queued for them go. */
export async function forgetPushDevices(tx: Executor, accountId: string): Promise<void> {
  for (const id of await repo.idsOfAccount(tx, accountId)) await forgetMailTo(tx, id);
  await repo.deleteAllOf(tx, accountId);
}
