/**
 * The service-request constants the screens use, with no zod in sight (as rules.ts): importing
 * them must not pull the schema library into the web app's route chunks.
 */

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
