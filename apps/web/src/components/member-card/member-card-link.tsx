import { useMemo } from 'react';
import { webPaths } from '@game-assist/contracts/rules';
import { Link } from 'react-router';
import { keptAs, type Answer } from '#web/lib/api/contract.ts';
import { useKeptAnswer } from '#web/lib/api/kept-answers.ts';
import { useGetMemberCardQuery } from '#web/lib/api/membership.ts';
import { MemberCardView } from './member-card-view';
import styles from './member-card.module.css';

type CardFace = Answer<'keptCardFace'>;

const isCardFace = keptAs('keptCardFace');

/** The dashboard's member card: name, plan and member number; it opens /Carteirinha. */
export function MemberCardLink() {
  const { data } = useGetMemberCardQuery();
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
  const card = useKeptAnswer('carteirinha-frente', face, isCardFace);
  if (!card) return null;
  // Named by what it opens, then the words the card shows (label in name).
  return (
    <Link to={webPaths.memberCard} className={styles.link}>
      <span className="visually-hidden">Carteirinha: </span>
      <MemberCardView card={card} />
    </Link>
  );
}
