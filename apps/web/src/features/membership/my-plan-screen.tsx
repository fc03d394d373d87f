import { lazy, Suspense, type ComponentType } from 'react';
import {
  centavosToBr,
  dateToBr,
  pricingLines,
  SUBSCRIPTION_STATUS_LABELS,
  webPaths,
} from '@game-assist/contracts/rules';
import type { Subscription } from '@game-assist/contracts/schemas';
import { payLinkText } from '#web/components/member-card/card-refusal.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { LinkRow, RowList } from '#web/components/ui/link-row.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { useGetCatalogueQuery } from '#web/lib/api/catalogue.ts';
import { useGetSubscriptionQuery } from '#web/lib/api/membership.ts';
import { useGetPlanOfferQuery } from '#web/lib/api/offers.ts';
import { useGetCheckoutOfferQuery } from '#web/lib/api/payments.ts';
import { formatBRLInText } from '#web/lib/brl.ts';
import { isoToBr } from '#web/lib/dates.ts';
import styles from './my-plan.module.css';

// The cancelling sheet and its form, at the page's end, in a chunk of their own: the route's code stays in its budget.
const CancelSubscription = lazy<ComponentType<{ subscription: Subscription }>>(() =>
  import('./cancel-subscription').then(
    ({ CancelSubscription }) => ({ default: CancelSubscription }),
    // Offline before it came: the rest of the plan shows (cancelling needs the server anyway).
    () => ({ default: () => null }),
  ),
);

// PIX Automático's card and its sheet come only to subscriptions that have an authorisation.
const AutoRenewalCard = lazy<ComponentType<{ subscription: Subscription }>>(() =>
  import('./auto-renewal').then(
    ({ AutoRenewalCard }) => ({ default: AutoRenewalCard }),
    () => ({ default: () => null }),
  ),
);

const STATUS_TONES: Record<Subscription['status'], BadgeTone> = {
  'aguardando-pagamento': 'warning',
  ativa: 'success',
  'em-atraso': 'warning',
  suspensa: 'danger',
  cancelada: 'neutral',
};

/** Until when it is paid (with the central's 'Cortesia' days, when it gave some), and since when in its status. */
function periodText(subscription: Subscription): string {
  const since = `${SUBSCRIPTION_STATUS_LABELS[subscription.status]} desde ${isoToBr(subscription.since)}`;
  if (!subscription.paidUntil) return `${since}. Nada foi pago ainda.`;
  const days = subscription.courtesyDays ?? 0;
  const courtesy = days > 0 ? `, com ${days} ${days === 1 ? 'dia' : 'dias'} de Cortesia` : '';
  return `${since} · paga até ${dateToBr(subscription.paidUntil)}${courtesy}.`;
}

/** The plan, benefits and offer lines, the add-ons at checkout's prices (those held marked), charges, cancelling. */
export default function MyPlanScreen() {
  const subscription = useGetSubscriptionQuery(undefined, { refetchOnMountOrArgChange: true });
  const planId = subscription.data?.plan.id;
  const offer = useGetPlanOfferQuery(planId ?? '', { skip: !planId });
  const checkout = useGetCheckoutOfferQuery();
  const catalogue = useGetCatalogueQuery();
  const priced = new Map(
    catalogue.data?.categories.flatMap((category) =>
      category.coverages.flatMap((coverage) =>
        coverage.pricing ? [[coverage.benefitName, pricingLines(coverage.pricing).with] as const] : [],
      ),
    ),
  );
  const plan = subscription.data?.plan;
  const owned = new Set(subscription.data?.addOns.map((addon) => addon.sku));
  const failed = subscription.isError || offer.isError || checkout.isError;

  return (
    <Page title="Meu plano">
      <div className={styles.stack}>
        {failed ? (
          <LoadFailure
            what="seu plano"
            onRetry={() => {
              void subscription.refetch();
              if (planId) void offer.refetch();
              void checkout.refetch();
            }}
          />
        ) : null}
        {subscription.isLoading ? (
          <p className={styles.muted} role="status">
            Carregando seu plano…
          </p>
        ) : null}
        {plan && subscription.data ? (
          <Card
            id="plan"
            title={plan.name}
            aside={
              <Badge tone={STATUS_TONES[subscription.data.status]}>
                {SUBSCRIPTION_STATUS_LABELS[subscription.data.status]}
              </Badge>
            }
            actions={
              subscription.data.status !== 'ativa' ? (
                <ButtonLink to={webPaths.subscribe} fullWidth>
                  {payLinkText(subscription.data.status)}
                </ButtonLink>
              ) : undefined
            }
          >
            <p className={styles.muted}>
              Plano {plan.type} · {periodText(subscription.data)}
            </p>
            {plan.description ? <p>{plan.description}</p> : null}
            <h3 className={styles.heading}>Benefícios</h3>
            <ul className={styles.list}>
              {plan.benefits.map((benefit) => (
                <li key={benefit.name}>
                  <strong>{benefit.name}</strong>: {formatBRLInText(benefit.description)}
                  {priced.has(benefit.name) ? (
                    <>
                      <br />
                      <span className={styles.muted}>Com a assinatura: {priced.get(benefit.name)}</span>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
        {subscription.data?.autoRenewal ? (
          <Suspense fallback={null}>
            <AutoRenewalCard subscription={subscription.data} />
          </Suspense>
        ) : null}
        <RowList label="Sobre o seu plano">
          <LinkRow to={webPaths.myCharges} title="Minhas cobranças" detail="Pagamentos, recibos e reembolsos" />
          <LinkRow to={webPaths.dependants} title="Dependentes" detail="Quem mais o seu plano cobre" />
          <LinkRow to={webPaths.memberCard} title="Carteirinha" detail="Para mostrar na clínica" />
        </RowList>
        {offer.data ? (
          <Card id="plan-price" title="Valor">
            <ul className={styles.list}>
              {offer.data.map((line) => (
                <li key={line.sku}>
                  <strong>{line.name}</strong>: {formatBRLInText(line.description)}
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
        {checkout.data ? (
          <Card id="plan-addons" title="Adicionais">
            <ul className={styles.addons}>
              {checkout.data.addOns.map((addon) => (
                <li key={addon.sku} className={styles.addon}>
                  <span>
                    <strong>{addon.name}</strong> · {centavosToBr(addon.amount)} por ano (
                    {checkout.data?.card.installments}x de {centavosToBr(addon.installmentAmount)})
                    <br />
                    <span className={styles.muted}>{addon.description}</span>
                  </span>
                  <Badge tone={owned.has(addon.sku) ? 'brand' : 'neutral'}>
                    {owned.has(addon.sku) ? 'Na sua assinatura' : 'Não contratado'}
                  </Badge>
                </li>
              ))}
            </ul>
            <p className={styles.muted}>
              Para incluir ou retirar um adicional, fale com a central: a contratação ainda não é feita pelo app.
            </p>
          </Card>
        ) : null}
        {subscription.data ? (
          <Suspense fallback={null}>
            <CancelSubscription subscription={subscription.data} />
          </Suspense>
        ) : null}
      </div>
    </Page>
  );
}
