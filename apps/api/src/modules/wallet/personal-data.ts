import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

/** The download: the account's passes (what each shows, when it changed) and the devices that keep them. */
export async function walletPassesForExport(db: Executor, accountId: string) {
  const passes = await repo.passesOfSubscription(db, accountId);
  const devices = await repo.registrationsOfPasses(
    db,
    passes.map((pass) => pass.serial),
  );
  return passes.map(({ digest: _digest, cardToken: _card, ...pass }) => ({
    ...pass,
    aparelhos: devices
      .filter((device) => device.serial === pass.serial)
      .map(({ serial: _serial, ...device }) => device),
  }));
}

/** Account deletion: the passes lose name and card; rows stay so the sync still voids each device's pass. */
export const eraseWalletFaces = (tx: Executor, accountId: string) => repo.eraseFaces(tx, accountId);
