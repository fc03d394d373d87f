import { dateToBr, RENEWAL_DAYS_BEFORE, serviceRequestPath, webPaths } from '@game-assist/contracts/rules';
import type { Notification, Subscription } from '@game-assist/contracts/schemas';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useGetSubscriptionQuery } from '#web/lib/api/membership.ts';
import { useGetUnreadNotificationsQuery } from '#web/lib/api/notifications.ts';
import { useGetSubscriberQuery } from '#web/lib/api/subscriber.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from today (this device's date) to a São Paulo calendar date; 0 on the day itself. */
function daysUntil(isoDate: string, now: Date): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((Date.UTC(year, month - 1, day) - today) / DAY_MS);
}

interface Step {
  title: string;
  text: string;
  to: string;
  action: string;
}

/** What the subscriber has to do next, most pressing first; paying is the member card's banner's (MemberCardLink). */
export function nextStepOf(
  subscription: Subscription | undefined,
  latest: Notification | null | undefined,
  payer: boolean,
  now: Date,
): Step | null {
  const paidUntil = subscription?.paidUntil;
  if (
    payer &&
    subscription?.status === 'ativa' &&
    !subscription.cancellation &&
    paidUntil &&
    daysUntil(paidUntil, now) <= RENEWAL_DAYS_BEFORE
  ) {
    return {
      title: 'Sua renovação está chegando',
      text: `Sua assinatura está paga até ${dateToBr(paidUntil)}. O código PIX da renovação está em Minhas cobranças.`,
      to: webPaths.myCharges,
      action: 'Pagar a renovação',
    };
  }
  if (latest && !latest.read && latest.serviceRequestId) {
    return {
      title: latest.title,
      text: latest.body,
      to: serviceRequestPath(latest.serviceRequestId),
      action: 'Ver atendimento',
    };
  }
  return null;
}

/** Início's next step, when there is one: a renewal to pay, a request the central answered. */
export function NextStep() {
  const subscriber = useGetSubscriberQuery().data;
  // The subscription is the titular's: a dependant is not asked for it (404).
  const payer = subscriber !== undefined && !subscriber.titular;
  const subscription = useGetSubscriptionQuery(undefined, { skip: !payer }).data;
  const latest = useGetUnreadNotificationsQuery().data?.latest;
  const step = nextStepOf(subscription, latest, payer, new Date());
  if (!step) return null;
  return (
    <Card
      id="next-step"
      tone="accent"
      title={step.title}
      actions={
        <ButtonLink to={step.to} fullWidth>
          {step.action}
        </ButtonLink>
      }
    >
      <p>{step.text}</p>
    </Card>
  );
}
