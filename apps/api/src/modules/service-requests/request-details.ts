import type { ServiceRequestDetail } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { benefitNames } from '#api/modules/catalogue/index.js';
import * as repo from './repository.js';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const NOT_FOUND = 'Atendimento não encontrado.';

/** A request as the API shows it, without its history. */
export const present = (row: repo.ServiceRequestRow, benefitName: string) => ({
  id: row.id,
  protocol: row.protocol,
  status: row.status,
  coverage: { id: row.coverageId, benefitName },
  createdAt: row.createdAt.toISOString(),
  preferredAt: row.preferredAt?.toISOString() ?? null,
  note: row.note,
});

/** Requests with their coverage's name and their history. */
export async function withDetails(executor: Executor, rows: repo.ServiceRequestRow[]): Promise<ServiceRequestDetail[]> {
  const [names, events] = await Promise.all([
    benefitNames(
      executor,
      rows.map((row) => row.coverageId),
    ),
    repo.historyOf(
      executor,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    ...present(row, names.get(row.coverageId) ?? row.coverageId),
    history: events
      .filter((event) => event.requestId === row.id)
      .map((event) => ({ status: event.status, at: event.at.toISOString(), by: event.actor, note: event.note })),
  }));
}

export async function detail(executor: Executor, row: repo.ServiceRequestRow): Promise<ServiceRequestDetail> {
  const [request] = await withDetails(executor, [row]);
  if (!request) throw new Error('request vanished');
  return request;
}
