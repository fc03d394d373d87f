import { useEffect, useMemo } from 'react';
import { webPaths } from '@game-assist/contracts/rules';
import { Link } from 'react-router';
import { keptAs, type Answer } from '#web/lib/api/contract.ts';
import { forgetKeptAnswer, useKeptAnswer } from '#web/lib/api/kept-answers.ts';
import { cardRefusalOf, payLinkText } from './card-refusal';
import { useGetMemberCardQuery } from '#web/lib/api/membership.ts';
import { useTitularOfPlan } from '#web/lib/api/subscriber.ts';
import { MemberCardView } from './member-card-view';
import styles from './member-card.module.css';
import { ButtonLink } from '#web/components/ui/button-link.tsx';

type CardFace = Answer<'keptCardFace'>;

const isCardFace = keptAs('keptCardFace');

/** The dashboard's member card, opening /Carteirinha; unpaid or late, a banner leads a titular to /Assinar. */
export function MemberCardLink() {
  const { data, error } = useGetMemberCardQuery();
  const refusal = cardRefusalOf(error);
  useEffect(() => {
    if (refusal) forgetKeptAnswer('carteirinha-frente');
  }, [refusal]);
  // Only the card's face is kept here (the token stays with /Carteirinha).
  const face = useMemo<CardFace | undefined>(
    () =>
      data && {
        name: data.name,
        plan: data.plan,
        memberNumber: data.memberNumber,
        status: data.status,
        validUntil: data.validUntil,
      },
    [data],
  );
  const kept = useKeptAnswer('carteirinha-frente', face, isCardFace);
  const card = refusal ? undefined : kept;
  const late = card?.status === 'em-atraso';
  // A dependant does not pay: the banner says whose subscription it is, without the link to /Assinar.
  const titular = useTitularOfPlan();
  return (
    <>
      {refusal || late ? (
        <div className={styles.banner} role="status">
          <p>
            {refusal?.message ??
              (titular === undefined
                ? 'O pagamento da sua assinatura está em atraso: a carteirinha vale só até o fim da carência.'
                : `O pagamento da assinatura de ${titular} está em atraso: a carteirinha vale só até o fim da carência.`)}
          </p>
          {titular === undefined ? (
            <ButtonLink to={webPaths.subscribe} size="compact">
              {payLinkText(refusal?.status ?? 'em-atraso')}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
      {card ? (
        // Named by what it opens, then the words the card shows (label in name).
        <Link to={webPaths.memberCard} className={styles.link}>
          <span className="visually-hidden">Carteirinha: </span>
          <MemberCardView card={card} />
        </Link>
      ) : null}
    </>
  );
}
