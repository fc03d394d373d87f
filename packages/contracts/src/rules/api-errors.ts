/**
 * `ApiError.reason`: why the server said no, where a screen acts beyond the message (decision 027).
 * `code-already-sent` is the one-a-minute code limit's 429; `staff-passkey` a staff route reached without
 * a live staff passkey session (sign in with the passkey); `staff-step-up` a money action whose last passkey
 * check is too old (check it again); the others are checkout's, a service request's and the member card's
 * refusals (`CHECKOUT_REFUSAL_REASONS`, `SERVICE_REQUEST_REFUSAL_REASONS`).
 */
export const API_ERROR_REASONS = [
  'code-already-sent',
  'staff-passkey',
  'staff-step-up',
  'cpf-invalido',
  'metodo-indisponivel',
  'adicional-desconhecido',
  'chave-reutilizada',
  'carencia',
  'limite',
  'assinatura-inativa',
  'nao-solicitavel',
  'sem-renovacao-automatica',
] as const;
export type ApiErrorReason = (typeof API_ERROR_REASONS)[number];
