/** What a person may give or withdraw consent to; a later purpose is one more name here, and in CONSENT_PURPOSE_TEXTS. */
export const CONSENT_PURPOSES = ['geolocalizacao', 'notificacoes-email'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** How 'Meus dados' names each purpose, and what holds while the person has never answered. */
export const CONSENT_PURPOSE_TEXTS: Record<
  ConsentPurpose,
  { label: string; description: string; unanswered: boolean }
> = {
  geolocalizacao: {
    label: 'Localização aproximada',
    description: 'Consultar sua cidade e estado pelo seu IP, num serviço externo, ao abrir o app.',
    unanswered: false,
  },
  'notificacoes-email': {
    label: 'Notificações por e-mail',
    description: 'Receber por e-mail uma cópia dos avisos do app (atendimentos e pagamentos).',
    unanswered: true,
  },
};

/** What stays after an account is deleted, and why: the screen, the API's answer and the last e-mail say it alike. */
export const KEPT_AFTER_DELETION = [
  'Os registros de pagamento (valores, datas, forma de pagamento e recibos) ficam guardados por 5 anos, como exige a legislação fiscal, sem o seu nome e sem o seu CPF.',
  'Os atendimentos ficam nas estatísticas da central (cobertura, datas e situação), sem nada do que foi escrito e sem ligação com você.',
  'O número de associado, o histórico da assinatura (cancelada) e os protocolos de cancelamento ficam junto dos registros de pagamento, sem ligação com você.',
  'Se a exclusão for feita em até 7 dias do primeiro pagamento, devolvemos o valor pago mesmo assim: a chave PIX da devolução (o CPF de quem pagou) fica guardada só até o dinheiro voltar.',
] as const;

export const ERASED_ON_DELETION = [
  'Seu nome, e-mail, telefone, data de nascimento, endereço e foto.',
  'Sua senha, seus aparelhos conectados e todos os códigos de acesso: você sai de todos os aparelhos.',
  'Suas notificações, seus consentimentos e o que você escreveu nos atendimentos e no cancelamento.',
  'Sua carteirinha deixa de valer, e a assinatura é cancelada.',
] as const;

/** The header a download carries its e-mailed code in (never the URL). */
export const MY_DATA_CODE_HEADER = 'x-codigo-confirmacao';
