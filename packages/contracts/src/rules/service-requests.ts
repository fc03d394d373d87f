import type { ApiErrorReason } from './api-errors.js';

export const SERVICE_REQUEST_STATUSES = [
  'aberto',
  'agendado',
  'em-atendimento',
  'concluido',
  'recusado',
  'cancelado',
] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

export const CANCELLABLE_STATUSES: readonly ServiceRequestStatus[] = ['aberto', 'agendado'];

/** A request still under way: the coverage's sheet shows it instead of offering another. */
export const IN_FLIGHT_STATUSES: readonly ServiceRequestStatus[] = ['aberto', 'agendado', 'em-atendimento'];

export const STATUS_TRANSITIONS: Record<ServiceRequestStatus, readonly ServiceRequestStatus[]> = {
  aberto: ['agendado', 'em-atendimento', 'recusado', 'cancelado'],
  agendado: ['em-atendimento', 'recusado', 'cancelado'],
  'em-atendimento': ['concluido', 'cancelado'],
  concluido: [],
  recusado: [],
  cancelado: [],
};

/** An operator refusing or cancelling writes why: the subscriber reads it (docs/product.md, 'Service requests'). */
export const REASON_REQUIRED_STATUSES: readonly ServiceRequestStatus[] = ['recusado', 'cancelado'];

/** Whether a request is still waiting for its answer: the response deadline applies while it is. */
export const isAwaitingAnswer = (status: ServiceRequestStatus) => status === 'aberto';

/** Where an open request stands against its response deadline (null once it has its answer). */
export const DEADLINE_STATES = ['no-prazo', 'em-risco', 'atrasado'] as const;
export type DeadlineState = (typeof DEADLINE_STATES)[number];

export const DEADLINE_LABELS: Record<DeadlineState, string> = {
  'no-prazo': 'No prazo',
  'em-risco': 'Em risco',
  atrasado: 'Atrasado',
};

export const STATUS_LABELS: Record<ServiceRequestStatus, string> = {
  aberto: 'Aberto',
  agendado: 'Agendado',
  'em-atendimento': 'Em atendimento',
  concluido: 'Concluído',
  recusado: 'Recusado',
  cancelado: 'Cancelado',
};

export const SERVICE_REQUEST_NOTE_MAX = 500;
/** A message about a request (subscriber or operator): text only, no attachments. */
export const SERVICE_REQUEST_MESSAGE_MAX = 1000;

/** 'Como foi o atendimento?' (#67): 1 to 5, once, within this many days of the conclusion. */
export const SERVICE_REQUEST_RATING_MIN = 1;
export const SERVICE_REQUEST_RATING_MAX = 5;
export const SERVICE_REQUEST_RATING_COMMENT_MAX = 500;
export const SERVICE_REQUEST_RATING_DAYS = 30;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

export const SERVICE_REQUEST_PAGE_MAX = 50;
export const SERVICE_REQUEST_PAGE_SIZE = 20;

export const SERVICE_REQUEST_REFUSAL_REASONS = [
  'carencia',
  'limite',
  'assinatura-inativa',
  'nao-solicitavel',
  'chave-reutilizada',
] as const satisfies readonly ApiErrorReason[];
export type ServiceRequestRefusalReason = (typeof SERVICE_REQUEST_REFUSAL_REASONS)[number];
