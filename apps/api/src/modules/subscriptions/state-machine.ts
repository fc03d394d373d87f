import { GRACE_DAYS, type SubscriptionStatus } from '@game-assist/contracts';

export type SubscriptionCause =
  | 'cadastro'
  | 'pagamento'
  | 'vencimento'
  | 'fim-da-carencia'
  | 'cancelamento'
  | 'exclusao-da-conta'
  | 'contestacao'
  | 'fim-da-contestacao'
  | 'estorno'
  | 'cortesia';

interface TransitionRule {
  from: readonly (SubscriptionStatus | null)[];
  to: SubscriptionStatus;
  /** What moves it: the sign-up, a payment, the clock, a cancellation (the person's or a deletion's), the provider, the central. */
  by: 'cadastro' | 'pagamento' | 'relogio' | 'cancelamento' | 'provedor' | 'central';
  cause: SubscriptionCause;
  /** A payment that starts the subscription (again): the waiting periods count from it. */
  startsAnew?: true;
  /** Clock moves: due this many days after `paidUntil`, and only with (or only without) an end-of-period cancellation. */
  lapse?: { daysAfterPaidUntil: number; cancelling: boolean };
}

const UNENDED = ['aguardando-pagamento', 'ativa', 'em-atraso', 'suspensa'] as const;

/** Every move a subscription makes, by name (docs/product.md, 'Subscription'). */
export const TRANSITIONS = {
  cadastro: { from: [null], to: 'aguardando-pagamento', by: 'cadastro', cause: 'cadastro' },
  'primeiro-pagamento': {
    from: ['aguardando-pagamento'],
    to: 'ativa',
    by: 'pagamento',
    cause: 'pagamento',
    startsAnew: true,
  },
  renovacao: { from: ['ativa', 'em-atraso'], to: 'ativa', by: 'pagamento', cause: 'pagamento' },
  reativacao: { from: ['suspensa'], to: 'ativa', by: 'pagamento', cause: 'pagamento' },
  'nova-assinatura': { from: ['cancelada'], to: 'ativa', by: 'pagamento', cause: 'pagamento', startsAnew: true },
  vencimento: {
    from: ['ativa'],
    to: 'em-atraso',
    by: 'relogio',
    cause: 'vencimento',
    lapse: { daysAfterPaidUntil: 0, cancelling: false },
  },
  'fim-da-carencia': {
    from: ['em-atraso'],
    to: 'suspensa',
    by: 'relogio',
    cause: 'fim-da-carencia',
    lapse: { daysAfterPaidUntil: GRACE_DAYS, cancelling: false },
  },
  'fim-do-periodo': {
    from: ['ativa'],
    to: 'cancelada',
    by: 'relogio',
    cause: 'cancelamento',
    lapse: { daysAfterPaidUntil: 0, cancelling: true },
  },
  cancelamento: { from: UNENDED, to: 'cancelada', by: 'cancelamento', cause: 'cancelamento' },
  'exclusao-da-conta': { from: UNENDED, to: 'cancelada', by: 'cancelamento', cause: 'exclusao-da-conta' },
  // The payment provider takes the money back: a chargeback suspends until it is resolved; a refund ends the period.
  contestacao: { from: ['ativa', 'em-atraso'], to: 'suspensa', by: 'provedor', cause: 'contestacao' },
  'fim-da-contestacao': { from: ['suspensa'], to: 'ativa', by: 'provedor', cause: 'fim-da-contestacao' },
  estorno: { from: ['ativa', 'em-atraso', 'suspensa'], to: 'cancelada', by: 'provedor', cause: 'estorno' },
  // A financeiro's goodwill days (#67): `paidUntil` moves on; one in grace is `ativa` again once they reach today.
  cortesia: { from: ['ativa', 'em-atraso'], to: 'ativa', by: 'central', cause: 'cortesia' },
} as const satisfies Record<string, TransitionRule>;

export type TransitionName = keyof typeof TRANSITIONS;
export const TRANSITION_NAMES = Object.keys(TRANSITIONS) as TransitionName[];
const rule = (name: TransitionName): TransitionRule => TRANSITIONS[name];

/** The one transition `by` makes from `status` (for a cancellation, the one with that cause); undefined when none. */
export function transitionFrom(
  status: SubscriptionStatus | null,
  by: TransitionRule['by'],
  cause?: SubscriptionCause,
): TransitionName | undefined {
  return TRANSITION_NAMES.find(
    (name) =>
      rule(name).by === by && rule(name).from.includes(status) && (cause === undefined || rule(name).cause === cause),
  );
}

/** A confirmed payment's transition: every status has one. */
export function paymentTransition(status: SubscriptionStatus): TransitionName {
  const name = transitionFrom(status, 'pagamento');
  if (!name) throw new Error(`no payment transition from ${status}`);
  return name;
}

/** Whether a payment from `status` starts the subscription (again); a renewal in grace or a reactivation keeps the waiting periods served. */
export const paymentStartsAnew = (status: SubscriptionStatus) => rule(paymentTransition(status)).startsAnew === true;

/** A payment keeps counting from the cover still running (in force or in grace), else from its day. */
export const paymentExtendsCover = (status: SubscriptionStatus) => paymentTransition(status) === 'renovacao';

/** The clock's moves, in the order a cycle makes them: each from one status, with when it is due. */
export const CLOCK_TRANSITIONS = TRANSITION_NAMES.flatMap((name) => {
  const { from, to, cause, lapse } = rule(name);
  const [start] = from;
  return lapse && start ? [{ name, from: start, to, cause, ...lapse }] : [];
});
