import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { dateToBr, webPaths } from '@game-assist/contracts/rules';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { keptAs } from '#web/lib/api/contract.ts';
import { forgetKeptAnswer, useKeptAnswer } from '#web/lib/api/kept-answers.ts';
import { cardRefusalOf, payLinkText } from '#web/components/member-card/card-refusal.ts';
import { instantToBr } from '#web/lib/dates.ts';
import { dateBr, MemberCardView } from '#web/components/member-card/member-card-view.tsx';
import { useGetMemberCardQuery, useGetSubscriptionQuery } from '#web/lib/api/membership.ts';
import { useGetSubscriberQuery } from '#web/lib/api/subscriber.ts';
import { LazyQrCode } from '#web/components/qr-code/lazy-qr-code.tsx';
import styles from './membership.module.css';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { WalletButtons } from './wallet-buttons';

const isKeptCard = keptAs('keptCard');
const CardToken = lazy(() => import('./card-token'));
// Its own chunk, with the dependants' endpoints: the route's preload list stays as it was.
const CardSwitcher = lazy(() => import('./card-switcher'));

/** The member card and its QR ({origin}/verificar#{token}); kept on the phone, so offline too, renewed online. */
export default function MemberCardScreen() {
  // Whose card: a dependant's (the titular shows a child's from their phone), else the person's own.
  const location = useLocation();
  const [pessoa, setPessoa] = useState<string | undefined>(() => {
    const asked = (location.state as { pessoa?: unknown } | null)?.pessoa;
    return typeof asked === 'string' ? asked : undefined;
  });
  const query = useGetMemberCardQuery(pessoa, { refetchOnMountOrArgChange: true });
  const fresh = useMemo(
    () =>
      query.data && query.fulfilledTimeStamp
        ? { ...query.data, renewedAt: new Date(query.fulfilledTimeStamp).toISOString() }
        : undefined,
    [query.data, query.fulfilledTimeStamp],
  );
  const refusal = cardRefusalOf(query.error);
  // Only the person's own card is kept on the phone.
  const kept = useKeptAnswer('carteirinha', pessoa ? undefined : fresh, isKeptCard);
  useEffect(() => {
    if (refusal) forgetKeptAnswer('carteirinha');
  }, [refusal]);
  const card = refusal ? undefined : pessoa ? fresh : kept;
  const verifyUrl = card ? `${window.location.origin}${webPaths.verifyMemberCard}#${card.token}` : '';
  // A dependant signed in: the plan and paying it are the titular's.
  const subscriber = useGetSubscriberQuery().data;
  const titular = subscriber?.titular?.nome;
  // The plan's paid period, beside the card's own (shorter) validity: the titular's, who pays.
  const paidUntil = useGetSubscriptionQuery(undefined, { skip: !subscriber || titular !== undefined }).data?.paidUntil;

  return (
    <Page title="Carteirinha">
      <Suspense fallback={null}>
        <CardSwitcher value={pessoa} onChange={setPessoa} />
      </Suspense>
      {refusal ? (
        <section className={styles.note}>
          <p role="alert">{refusal.message}</p>
          {titular === undefined ? (
            <ButtonLink to={webPaths.subscribe} fullWidth>
              {payLinkText(refusal.status)}
            </ButtonLink>
          ) : null}
        </section>
      ) : null}
      {query.isError && !card && !refusal ? (
        <LoadFailure what="sua carteirinha" onRetry={() => void query.refetch()} />
      ) : null}
      {!card && query.isLoading ? (
        <p className={styles.note} role="status">
          Carregando sua carteirinha…
        </p>
      ) : null}
      {card ? (
        <>
          <div className={styles.cardRow}>
            <MemberCardView card={card} full />
          </div>
          <figure className={styles.qr}>
            <LazyQrCode text={verifyUrl} label="Código QR da carteirinha, para a clínica verificar" />
            <figcaption>Mostre este código na clínica: ele confirma sua assinatura, mesmo sem internet.</figcaption>
          </figure>
          <Suspense fallback={<p className={styles.note}>Carregando o token de atendimento…</p>}>
            <CardToken />
          </Suspense>
          <p className={styles.dates}>
            Esta carteirinha vale até {dateBr(card.validUntil)} e se renova sozinha a cada visita com internet, enquanto
            a assinatura estiver em dia
            {titular === undefined && paidUntil
              ? `: a sua está paga até ${dateToBr(paidUntil)}.`
              : titular !== undefined
                ? ` (a de ${titular}, titular).`
                : '.'}
          </p>
          <p className={styles.note} role="status">
            {query.isError
              ? `Sem conexão: carteirinha renovada pela última vez em ${instantToBr(card.renewedAt)}.`
              : `Renovada em ${instantToBr(card.renewedAt)}.`}
          </p>
          <ul className={styles.actions} aria-label="Ações da carteirinha">
            <WalletButtons pessoa={pessoa} />
            {titular === undefined ? (
              <li>
                <ButtonLink to={webPaths.myPlan} variant="secondary" fullWidth>
                  Ver meu plano e adicionais
                </ButtonLink>
              </li>
            ) : null}
          </ul>
          {titular === undefined ? null : <p className={styles.note}>Plano de {titular}, titular da assinatura.</p>}
        </>
      ) : null}
    </Page>
  );
}
