import { apiMessage } from '#web/lib/api/errors.ts';

const FAILED = 'Não foi possível concluir. Verifique sua conexão e tente novamente.';

/** The server's own words for a refusal, or the connection's. */
export const failureText = (failure: unknown) => apiMessage(failure) ?? FAILED;
