import { useState } from 'react';
import { dateToBr, SUBSCRIPTION_STATUS_LABELS } from '@game-assist/contracts/rules';
import type { AutoRenewal, CheckoutBody } from '@game-assist/contracts/schemas';
import { Header } from '#web/components/header/header.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { useGetSubscriptionQuery } from '#web/lib/api/membership.ts';
import { useCheckoutMutation, useGetChargesQuery, useGetCheckoutOfferQuery } from '#web/lib/api/payments.ts';
import { newIdempotencyKey } from '#web/lib/api/idempotency.ts';
import { AutomaticTerms } from './automatic-terms';
import { ChargePanel } from './charge-panel';
import { CheckoutForm } from './checkout-form';
import styles from './payments.module.css';

/** Answers read as the app started on /Assinar (lib/api/start-reads.ts) are used; older ones are read again. */
const SUBSCRIBE_READS_FRESH_SECONDS = 10;

/** The plan, prices, add-ons, CPF and method, then the PIX code until paid; a pending charge shows, not a new one. */
export default function SubscribeScreen() {
  const fresh = { refetchOnMountOrArgChange: SUBSCRIBE_READS_FRESH_SECONDS };
  const offer = useGetCheckoutOfferQuery(undefined, fresh);
  const subscription = useGetSubscriptionQuery(undefined, fresh);
  const charges = useGetChargesQuery(undefined, fresh);
  const [chosen, setChosen] = useState<
    { id: string; amount: number; body?: CheckoutBody; autoRenewal?: AutoRenewal } | 'form' | null
  >(null);
  const [checkout] = useCheckoutMutation();
  const [renewFailure, setRenewFailure] = useState(false);
  const pending = charges.data?.items.find((charge) => charge.status === 'pendente');
  const showing = chosen === 'form' ? null : (chosen ?? (pending ? { id: pending.id, amount: pending.amount } : null));
  const status = subscription.data?.status;
  // The authorisation the charge shown starts: from its checkout, or (read again later) the subscription's pending one.
  const authorising =
    showing && chosen !== 'form' && chosen?.autoRenewal
      ? chosen.autoRenewal
      : subscription.data?.autoRenewal?.status === 'pendente'
        ? subscription.data.autoRenewal
        : undefined;

  async function newCharge() {
    const body = chosen !== 'form' && chosen?.body;
    if (!body) return setChosen('form');
    setRenewFailure(false);
    try {
      const { charge, autoRenewal } = await checkout({ body, key: newIdempotencyKey() }).unwrap();
      setChosen({ id: charge.id, amount: charge.amount, body, autoRenewal });
    } catch {
      setRenewFailure(true);
      setChosen('form');
    }
  }

  return (
    <Screen header={<Header title="Assinar" showBack />}>
      {offer.isError || charges.isError ? (
        <LoadFailure
          what="a assinatura"
          onRetry={() => {
            void offer.refetch();
            void charges.refetch();
          }}
        />
      ) : null}
      {status && subscription.data ? (
        <p className={styles.muted}>
          Situação da assinatura: {SUBSCRIPTION_STATUS_LABELS[status]}
          {subscription.data.paidUntil ? `, paga até ${dateToBr(subscription.data.paidUntil)}` : ''}.
        </p>
      ) : null}
      {renewFailure ? (
        <p role="alert">Não foi possível gerar um novo código: confira os dados e tente de novo.</p>
      ) : null}
      {showing ? (
        <ChargePanel
          key={showing.id}
          id={showing.id}
          onNewCharge={() => void newCharge()}
          terms={
            authorising ? (
              <AutomaticTerms
                frequency={authorising.frequency}
                amount={authorising.nextDebitAmount ?? showing.amount}
                nextDebitOn={authorising.nextDebitOn}
              />
            ) : undefined
          }
        />
      ) : offer.data && charges.data ? (
        <CheckoutForm
          offer={offer.data}
          onCreated={({ charge, autoRenewal }, body) =>
            setChosen({ id: charge.id, amount: charge.amount, body, autoRenewal })
          }
        />
      ) : offer.isLoading || charges.isLoading ? (
        <p role="status">Carregando…</p>
      ) : null}
    </Screen>
  );
}
