import {
  isAwaitingAnswer,
  SERVICE_REQUEST_RATING_DAYS,
  type DeadlineState,
  type ServiceRequestDetail,
} from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { benefitNames } from '#api/modules/catalogue/index.js';
import { deadlineDay, responseDeadline } from './business-calendar.js';
import { ratingsOf, type RatingRow } from './ratings/repository.js';
import * as repo from './repository.js';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const NOT_FOUND = 'Atendimento não encontrado.';

/** At risk: due by the end of the next business day (docs/product.md, 'Service requests'). */
export const riskLimit = (now: Date) => responseDeadline(now, 1);

/** Where a request stands against its deadline at `now`; null once it has its answer. */
export function deadlineStateOf(
  row: Pick<repo.ServiceRequestRow, 'status' | 'respondBy'>,
  now: Date,
): DeadlineState | null {
  if (!isAwaitingAnswer(row.status)) return null;
  if (row.respondBy <= now) return 'atrasado';
  return row.respondBy <= riskLimit(now) ? 'em-risco' : 'no-prazo';
}

/** A request as the API shows it at `now`, without its timeline. */
export const present = (row: repo.ServiceRequestRow, benefitName: string, now: Date) => ({
  id: row.id,
  protocol: row.protocol,
  status: row.status,
  coverage: { id: row.coverageId, benefitName },
  createdAt: row.createdAt.toISOString(),
  preferredAt: row.preferredAt?.toISOString() ?? null,
  note: row.note,
  deadline: deadlineDay(row.respondBy),
  deadlineState: deadlineStateOf(row, now),
  personId: row.personId,
});

function timelineEntry(event: repo.ServiceRequestEventRow): ServiceRequestDetail['history'][number] {
  const at = event.at.toISOString();
  if (event.kind === 'mensagem' || event.status === null) {
    return { kind: 'mensagem', at, by: event.actor, text: event.note ?? '' };
  }
  return { kind: 'status', status: event.status, at, by: event.actor, note: event.note };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last instant a concluded request can be rated: 30 days after its conclusion. */
export const ratingDeadline = (concludedAt: Date) =>
  new Date(concludedAt.getTime() + SERVICE_REQUEST_RATING_DAYS * DAY_MS);

/** The rating given, or until when one can be (null: not concluded, already rated or too late). */
function ratingOf(
  row: repo.ServiceRequestRow,
  events: repo.ServiceRequestEventRow[],
  rating: RatingRow | undefined,
  now: Date,
): Pick<ServiceRequestDetail, 'rating' | 'ratableUntil'> {
  if (rating) {
    return {
      rating: { score: rating.score, comment: rating.comment, ratedAt: rating.ratedAt.toISOString() },
      ratableUntil: null,
    };
  }
  const concluded = row.status === 'concluido' ? events.findLast((event) => event.status === 'concluido') : undefined;
  const until = concluded && ratingDeadline(concluded.at);
  return { rating: null, ratableUntil: until && until > now ? until.toISOString() : null };
}

/** Requests with their coverage's name, their timeline and their rating. */
export async function withDetails(
  executor: Executor,
  rows: repo.ServiceRequestRow[],
  now: Date,
): Promise<ServiceRequestDetail[]> {
  const [names, events, ratings] = await Promise.all([
    benefitNames(
      executor,
      rows.map((row) => row.coverageId),
    ),
    repo.historyOf(
      executor,
      rows.map((row) => row.id),
    ),
    ratingsOf(
      executor,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const own = events.filter((event) => event.requestId === row.id);
    return {
      ...present(row, names.get(row.coverageId) ?? row.coverageId, now),
      history: own.map(timelineEntry),
      ...ratingOf(row, own, ratings.get(row.id), now),
    };
  });
}

export async function detail(
  executor: Executor,
  row: repo.ServiceRequestRow,
  now: Date,
): Promise<ServiceRequestDetail> {
  const [request] = await withDetails(executor, [row], now);
  if (!request) throw new Error('request vanished');
  return request;
}
