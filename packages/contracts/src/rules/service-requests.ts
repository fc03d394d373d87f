export const SERVICE_REQUEST_STATUSES = ['aberto', 'agendado', 'em-atendimento', 'concluido', 'cancelado'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

export const CANCELLABLE_STATUSES: readonly ServiceRequestStatus[] = ['aberto', 'agendado'];

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
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

export const SERVICE_REQUEST_PAGE_MAX = 50;
export const SERVICE_REQUEST_PAGE_SIZE = 20;

export const SERVICE_REQUEST_REFUSAL_CODES = [
  'carencia',
  'limite',
  'assinatura-inativa',
  'nao-solicitavel',
  'chave-reutilizada',
] as const;
export type ServiceRequestRefusalCode = (typeof SERVICE_REQUEST_REFUSAL_CODES)[number];
