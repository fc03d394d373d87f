/** How a subscriber was found on 'Assinantes' (#67), and what the list calls each key. */
export const LOOKUP_KEYS = [
  'nome-ou-email',
  'cpf',
  'telefone',
  'carteirinha',
  'atendimento',
  'cancelamento',
  'pix',
] as const;
export type LookupKey = (typeof LOOKUP_KEYS)[number];

export const LOOKUP_KEY_LABELS: Record<LookupKey, string> = {
  'nome-ou-email': 'Nome ou e-mail',
  cpf: 'CPF',
  telefone: 'Telefone',
  carteirinha: 'Número de associado',
  atendimento: 'Protocolo de atendimento',
  cancelamento: 'Protocolo de cancelamento',
  pix: 'Identificador PIX (txid)',
};

/** Results per page. */
export const LOOKUP_PAGE_SIZE = 20;

/** The actions on a subscriber's page (#67): each needs a reason, written on its audit entry. */
export const SUBSCRIBER_ACTION_REASON_MIN = 5;
export const SUBSCRIBER_ACTION_REASON_MAX = 500;

/** 'Cortesia': goodwill days a financeiro grants at once, moving `paidUntil`. */
export const COURTESY_DAYS_MIN = 1;
export const COURTESY_DAYS_MAX = 30;
