import { useState, type FormEvent } from 'react';
import { SERVICE_REQUEST_RATING_COMMENT_MAX } from '@game-assist/contracts/rules';
import type { ServiceRequestDetail } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { RadioGroup, type RadioOption } from '#web/components/ui/radio-group.tsx';
import { errorText } from '#web/lib/api/errors.ts';
import { useRateServiceRequestMutation } from '#web/lib/api/service-requests.ts';
import { instantToBr } from '#web/lib/dates.ts';
import { SCORE_LABELS, scoreText } from '#web/lib/rating-words.ts';
import styles from './service-requests.module.css';

const SCORES = ['1', '2', '3', '4', '5'] as const;
type Score = (typeof SCORES)[number] | '';
const OPTIONS: readonly RadioOption<Score>[] = SCORES.map((value) => ({
  value,
  label: `${value} – ${SCORE_LABELS[Number(value)]}`,
}));

/** 'Como foi o atendimento?' on a concluded request, once; then the rating given. */
export function RatingPrompt({ request }: { request: ServiceRequestDetail }) {
  const [rate, { isLoading }] = useRateServiceRequestMutation();
  const [score, setScore] = useState<Score>('');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);

  if (request.rating) {
    return (
      <section aria-labelledby="rating-title">
        <h3 id="rating-title" className={styles.title}>
          Sua avaliação
        </h3>
        {thanked ? <p role="status">Obrigado pela sua avaliação!</p> : null}
        <p>{scoreText(request.rating.score)}</p>
        {request.rating.comment ? <p className={styles.text}>“{request.rating.comment}”</p> : null}
      </section>
    );
  }
  if (!request.ratableUntil) return null;
  const until = request.ratableUntil;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!score) return setProblem('Escolha uma nota de 1 a 5.');
    setProblem(null);
    try {
      const text = comment.trim();
      await rate({ id: request.id, rating: { score: Number(score), ...(text ? { comment: text } : {}) } }).unwrap();
      setThanked(true);
    } catch (error) {
      setProblem(errorText(error, 'A avaliação não foi enviada'));
    }
  }

  return (
    <section aria-labelledby="rating-title">
      <h3 id="rating-title" className={styles.title}>
        Como foi o atendimento?
      </h3>
      <p className={styles.meta}>Sua nota ajuda a central a melhorar. Você pode avaliar até {instantToBr(until)}.</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <RadioGroup legend="Sua nota" value={score} options={OPTIONS} onChange={setScore} />
        <Field
          label="Comentário (opcional)"
          value={comment}
          onChange={setComment}
          rows={3}
          maxLength={SERVICE_REQUEST_RATING_COMMENT_MAX}
        />
        <ErrorText>{problem}</ErrorText>
        <Button type="submit" loading={isLoading} disabled={isLoading}>
          Enviar avaliação
        </Button>
      </form>
    </section>
  );
}
