import { REASON_REQUIRED_STATUSES, type ServiceRequestStatus } from '@game-assist/contracts';

const TITLES: Record<ServiceRequestStatus, string> = {
  aberto: 'Atendimento aberto',
  agendado: 'Atendimento agendado',
  'em-atendimento': 'Atendimento em andamento',
  concluido: 'Atendimento concluído',
  recusado: 'Atendimento recusado',
  cancelado: 'Atendimento cancelado',
};

const SENTENCES: Record<ServiceRequestStatus, string> = {
  aberto: 'Recebemos seu pedido de {benefit}. Protocolo {protocol}.',
  agendado: 'Seu atendimento de {benefit} (protocolo {protocol}) foi agendado.',
  'em-atendimento': 'Seu atendimento de {benefit} (protocolo {protocol}) está em andamento.',
  concluido: 'Seu atendimento de {benefit} (protocolo {protocol}) foi concluído.',
  recusado: 'Seu pedido de {benefit} (protocolo {protocol}) foi recusado.',
  cancelado: 'Seu atendimento de {benefit} (protocolo {protocol}) foi cancelado.',
};

/** Asked once, with the notice of the conclusion (in the app and by e-mail): the request's page takes the answer. */
export const RATING_ASK = 'Como foi o atendimento? Dê sua nota de 1 a 5 na página do atendimento.';

/** A message longer than this is cut in the notification (the request's screen shows it whole). */
const MESSAGE_PREVIEW = 280;

type RequestNames = { protocol: string; benefitName: string };

const fill = (sentence: string, request: RequestNames) =>
  sentence.replace('{benefit}', request.benefitName).replace('{protocol}', request.protocol);

/** What the subscriber is told when their request reaches `status` (in the app, by e-mail and push). */
export function noticeFor(
  status: ServiceRequestStatus,
  request: RequestNames,
  note?: string | null,
): { title: string; body: string } {
  const sentence = fill(SENTENCES[status], request);
  const label = REASON_REQUIRED_STATUSES.includes(status) ? 'Motivo' : 'Observação';
  const body = note ? `${sentence} ${label}: ${note}` : sentence;
  return { title: TITLES[status], body: status === 'concluido' ? `${body} ${RATING_ASK}` : body };
}

/** What the subscriber is told when the central writes about their request. */
export function messageNotice(request: RequestNames, text: string): { title: string; body: string } {
  const preview = text.length > MESSAGE_PREVIEW ? `${text.slice(0, MESSAGE_PREVIEW - 1)}…` : text;
  return {
    title: 'Nova mensagem da central',
    body: `${fill('Sobre seu atendimento de {benefit} (protocolo {protocol}):', request)} ${preview}`,
  };
}
