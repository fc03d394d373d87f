import { dateToBr, SUBSCRIPTION_STATUS_LABELS, webPaths } from '@game-assist/contracts/rules';
import type { OfferLine } from '@game-assist/contracts/schemas';
import { Header } from '#web/components/header/header.tsx';
import { payLinkText } from '#web/components/member-card/card-refusal.ts';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { useGetSubscriptionQuery } from '#web/lib/api/membership.ts';
import { useGetAddonsQuery, useGetPlanOfferQuery } from '#web/lib/api/offers.ts';
import { formatBRLInText } from '#web/lib/brl.ts';
import { isoToBr } from '#web/lib/dates.ts';
import { CancelSubscription } from './cancel-subscription';
import styles from './my-plan.module.css';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { LinkRow, RowList } from '#web/components/ui/link-row.tsx';

/** An add-on's price in its own currency, written as people here read money: "US$ 9,99". */
const price = (line: OfferLine) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: line.currency }).format(line.price);

/**
 * /MeuPlano: what the subscriber pays for. The plan and its benefits, the ways to pay it (the
 * offer lines of /plans/{id}, whose words carry the price in reais), and the add-ons, marked
 * when the subscription has them; its charges, and cancelling it (or undoing that).
 */
export default function MyPlanScreen() {
  const subscription = useGetSubscriptionQuery(undefined, { refetchOnMountOrArgChange: true });
  const planId = subscription.data?.plan.id;
  const offer = useGetPlanOfferQuery(planId ?? '', { skip: !planId });
  const addons = useGetAddonsQuery();
  const plan = subscription.data?.plan;
  const owned = new Set(subscription.data?.addOns.map((addon) => addon.sku));
  const failed = subscription.isError || offer.isError || addons.isError;

  return (
    <Screen header={<Header title="Meu plano" showBack />}>
      {failed ? (
        <LoadFailure
          what="seu plano"
          onRetry={() => {
            void subscription.refetch();
            if (planId) void offer.refetch();
            void addons.refetch();
          }}
        />
      ) : null}
      {subscription.isLoading ? (
        <p className={styles.muted} role="status">
          Carregando seu plano…
        </p>
      ) : null}
      {plan && subscription.data ? (
        <section className={styles.section} aria-labelledby="plan-name">
          <h2 id="plan-name" className={styles.name}>
            {plan.name}
          </h2>
          <p className={styles.muted}>
            Plano {plan.type} · {SUBSCRIPTION_STATUS_LABELS[subscription.data.status]} desde{' '}
            {isoToBr(subscription.data.since)}
            {subscription.data.paidUntil ? ` · paga até ${dateToBr(subscription.data.paidUntil)}` : ''}
          </p>
          {subscription.data.status !== 'ativa' ? (
            <ButtonLink to={webPaths.subscribe} fullWidth>
              {payLinkText(subscription.data.status)}
            </ButtonLink>
          ) : null}
          <RowList label="Sobre o seu plano">
            <LinkRow to={webPaths.myCharges} title="Minhas cobranças" detail="Pagamentos, recibos e reembolsos" />
            <LinkRow to={webPaths.dependants} title="Dependentes" detail="Quem mais o seu plano cobre" />
          </RowList>
          <p>{plan.description}</p>
          <h3 className={styles.heading}>Benefícios</h3>
          <ul className={styles.list}>
            {plan.benefits.map((benefit) => (
              <li key={benefit.name}>
                <strong>{benefit.name}</strong>: {formatBRLInText(benefit.description)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {offer.data ? (
        <section className={styles.section} aria-labelledby="plan-price">
          <h3 id="plan-price" className={styles.heading}>
            Valor
          </h3>
          <ul className={styles.list}>
            {offer.data.map((line) => (
              <li key={line.sku}>
                <strong>{line.name}</strong>: {formatBRLInText(line.description)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {addons.data ? (
        <section className={styles.section} aria-labelledby="plan-addons">
          <h3 id="plan-addons" className={styles.heading}>
            Adicionais
          </h3>
          <ul className={styles.list}>
            {addons.data.map((addon) => (
              <li key={addon.sku} className={styles.addon}>
                <span>
                  <strong>{addon.name}</strong> · {price(addon)}
                  <br />
                  <span className={styles.muted}>{addon.description}</span>
                </span>
                <span className={styles.badge} data-owned={owned.has(addon.sku)}>
                  {owned.has(addon.sku) ? 'Na sua assinatura' : 'Não contratado'}
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.muted}>
            Para incluir ou retirar um adicional, fale com a central: a contratação ainda não é feita pelo app.
          </p>
        </section>
      ) : null}
      {subscription.data ? <CancelSubscription subscription={subscription.data} /> : null}
    </Screen>
  );
}
