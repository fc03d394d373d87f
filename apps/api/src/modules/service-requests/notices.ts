import type { ServiceRequestStatus } from '@game-assist/contracts';

const TITLES: Record<ServiceRequestStatus, string> = {
  aberto: 'Atendimento aberto',
  agendado: 'Atendimento agendado',
  'em-atendimento': 'Atendimento em andamento',
  concluido: 'Atendimento concluído',
  cancelado: 'Atendimento cancelado',
};

const SENTENCES: Record<ServiceRequestStatus, string> = {
  aberto: 'Recebemos seu pedido de {benefit}. Protocolo {protocol}.',
  agendado: 'Seu atendimento de {benefit} (protocolo {protocol}) foi agendado.',
  'em-atendimento': 'Seu atendimento de {benefit} (protocolo {protocol}) está em andamento.',
  concluido: 'Seu atendimento de {benefit} (protocolo {protocol}) foi concluído.',
  cancelado: 'Seu atendimento de {benefit} (protocolo {protocol}) foi cancelado.',
};

/** What the subscriber is told when their request reaches `status` (in the app and by e-mail). */
export function noticeFor(
  status: ServiceRequestStatus,
  request: { protocol: string; benefitName: string },
  note?: string | null,
): { title: string; body: string } {
  const sentence = SENTENCES[status].replace('{benefit}', request.benefitName).replace('{protocol}', request.protocol);
  return { title: TITLES[status], body: note ? `${sentence} Observação: ${note}` : sentence };
}
