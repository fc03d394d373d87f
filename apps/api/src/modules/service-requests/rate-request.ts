import type { RateServiceRequest } from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import type { ServiceRequestDeps } from './deps.js';
import { concludedAt, insertRating, ratingsOf } from './ratings/repository.js';
import * as repo from './repository.js';
import { detail, NOT_FOUND, ratingDeadline, UUID } from './request-details.js';
import { scopeOf } from './scope.js';

const ALREADY_RATED = 'Este atendimento já foi avaliado. Obrigado pela sua avaliação!';
const NOT_CONCLUDED = 'Só é possível avaliar um atendimento concluído.';
const TOO_LATE =
  'O prazo para avaliar este atendimento terminou: a avaliação fica aberta por 30 dias após a conclusão.';

/** 'Como foi o atendimento?': once per concluded request, by whoever sees it, within 30 days of its conclusion. */
export function rateRequest({ db, clock }: ServiceRequestDeps) {
  return async function rate(accountId: string, id: string, { score, comment }: RateServiceRequest) {
    if (!UUID.test(id)) throw new HttpError(404, NOT_FOUND);
    return db.transaction(async (tx) => {
      const row = await repo.lockRequest(tx, id, await scopeOf(tx, accountId));
      if (!row) throw new HttpError(404, NOT_FOUND);
      if (row.status !== 'concluido') throw new HttpError(409, NOT_CONCLUDED);
      if ((await ratingsOf(tx, [id])).has(id)) throw new HttpError(409, ALREADY_RATED);
      const now = clock.now();
      const concluded = await concludedAt(tx, id);
      if (!concluded || ratingDeadline(concluded) <= now) throw new HttpError(422, TOO_LATE);
      // The row lock orders two answers at once; the key refuses a second all the same.
      const rating = { requestId: id, accountId, score, comment: comment || null, ratedAt: now };
      if (!(await insertRating(tx, rating))) throw new HttpError(409, ALREADY_RATED);
      return detail(tx, row, now);
    });
  };
}
