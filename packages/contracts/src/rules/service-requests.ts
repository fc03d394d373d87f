export const SERVICE_REQUEST_STATUSES = ['aberto', 'agendado', 'em-atendimento', 'concluido', 'cancelado'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/** The statuses a subscriber may still cancel from. */
export const CANCELLABLE_STATUSES: readonly ServiceRequestStatus[] = ['aberto', 'agendado'];

/** Where an operator may move a request from each status. */
export const STATUS_TRANSITIONS: Record<ServiceRequestStatus, readonly ServiceRequestStatus[]> = {
  aberto: ['agendado', 'em-atendimento', 'cancelado'],
  agendado: ['em-atendimento', 'cancelado'],
  'em-atendimento': ['concluido', 'cancelado'],
  concluido: [],
  cancelado: [],
};

export const STATUS_LABELS: Record<ServiceRequestStatus, string> = {
  aberto: 'Aberto',
  agendado: 'Agendado',
  'em-atendimento': 'Em atendimento',
  concluido: 'Concluído',
  cancelado: 'Cancelado',
};

export const SERVICE_REQUEST_NOTE_MAX = 500;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** What an Idempotency-Key may be: 1 to 128 visible ASCII characters (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

export const SERVICE_REQUEST_PAGE_MAX = 50;
/** A page of a list (requests, the operators' queue, notifications) when `limit` is not given. */
export const SERVICE_REQUEST_PAGE_SIZE = 20;

export const SERVICE_REQUEST_REFUSAL_CODES = [
  'carencia',
  'limite',
  'assinatura-inativa',
  'nao-solicitavel',
  'chave-reutilizada',
] as const;
export type ServiceRequestRefusalCode = (typeof SERVICE_REQUEST_REFUSAL_CODES)[number];
