import { CONSENT_PURPOSE_TEXTS, dateToBr, instantToBr, type CancellationKind } from '@game-assist/contracts/rules';
import type { SubscriberRecord } from '@game-assist/contracts/schemas';

type Charge = SubscriberRecord['charges'][number];

/** Why the subscription changed status, as the central says it; a cause this list lacks shows as stored. */
const CAUSE_LABELS: Record<string, string> = {
  cadastro: 'Cadastro',
  pagamento: 'Pagamento',
  vencimento: 'Vencimento',
  'fim-da-carencia': 'Fim da carência',
  cancelamento: 'Cancelamento',
  'exclusao-da-conta': 'Exclusão da conta',
  contestacao: 'Contestação do pagamento',
  'fim-da-contestacao': 'Fim da contestação',
  estorno: 'Estorno',
  cortesia: 'Cortesia',
};
export const causeText = (cause: string) => CAUSE_LABELS[cause] ?? cause;

export const CANCELLATION_KIND_LABELS: Record<CancellationKind, string> = {
  arrependimento: 'Arrependimento (7 dias, com reembolso)',
  'fim-do-periodo': 'No fim do período pago',
  imediato: 'Imediato',
};

export const CHARGE_KIND_LABELS: Record<Charge['kind'], string> = { adesao: 'Adesão', renovacao: 'Renovação' };
export const REFUND_STATUS_LABELS = { pendente: 'Pendente', concluido: 'Concluído' } as const;
export const CARD_LABELS = { valida: 'Carteirinha válida', revogada: 'Carteirinha revogada' } as const;

export const consentText = (purpose: SubscriberRecord['consents'][number]['purpose']) =>
  CONSENT_PURPOSE_TEXTS[purpose].label;

/** An instant, or '—' when there is none. */
export const when = (instant: string | null) => (instant ? instantToBr(instant) : '—');
/** A calendar day (AAAA-MM-DD, or an instant's day), or '—'. */
export const day = (date: string | null) => (date ? dateToBr(date.slice(0, 10)) : '—');
