import { SERVICE_REQUEST_RATING_MAX } from '@game-assist/contracts/rules';
import type { ServiceRequestRating } from '@game-assist/contracts/schemas';

export const SCORE_LABELS: Record<number, string> = {
  1: 'Muito ruim',
  2: 'Ruim',
  3: 'Regular',
  4: 'Bom',
  5: 'Excelente',
};

export const scoreText = (score: number) =>
  `${score} de ${SERVICE_REQUEST_RATING_MAX}: ${SCORE_LABELS[score] ?? ''}`.trim();

/** What staff read of a rating: 'Avaliação 4 de 5: Bom · "Resolveram rápido."'. */
export const ratingSummary = (rating: Pick<ServiceRequestRating, 'score' | 'comment'>) =>
  `Avaliação ${scoreText(rating.score)}${rating.comment ? ` · “${rating.comment}”` : ''}`;
