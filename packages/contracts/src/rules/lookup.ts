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
