import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import { errorAnswer, errorText } from './errors';
import { membershipApi } from './membership';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const refusal = (status: number, message: string) => ({ status, data: { statusCode: status, error: 'x', message } });

describe('errorText, the one way a screen words a failed call', () => {
  it('says what did not happen and to try again when there is no connection', () => {
    expect(errorText({ status: 'FETCH_ERROR', error: 'TypeError' }, 'A mensagem não foi enviada')).toBe(
      'Sem conexão. A mensagem não foi enviada: tente de novo.',
    );
    expect(errorText({ status: 'TIMEOUT_ERROR', error: 'timeout' }, 'Nada mudou')).toBe(
      'Sem conexão. Nada mudou: tente de novo.',
    );
  });

  it("gives the server's own words when it refused on purpose (4xx, 502, 503)", () => {
    expect(errorText(refusal(409, 'O atendimento já começou.'), 'O atendimento não foi cancelado')).toBe(
      'O atendimento já começou.',
    );
    expect(errorText(refusal(503, 'Serviço temporariamente indisponível.'), 'Nada mudou')).toBe(
      'Serviço temporariamente indisponível.',
    );
  });

  it("never shows a 500's masked English words, nor a body that is not the API's", () => {
    expect(errorText(refusal(500, 'Internal Server Error'), 'Seu pedido não foi enviado')).toBe(
      'Seu pedido não foi enviado. Tente de novo.',
    );
    expect(errorText({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }, 'Nada mudou')).toBe(
      'Nada mudou. Tente de novo.',
    );
    expect(errorText(new Error('boom'), 'Nada mudou')).toBe('Nada mudou. Tente de novo.');
  });
});

describe('errorAnswer', () => {
  it("reads an error answer with its contract's schema once the base query has handed it on", async () => {
    const body = {
      statusCode: 403,
      error: 'Forbidden',
      message: 'Sua assinatura está suspensa.',
      reason: 'assinatura-inativa',
      status: 'suspensa',
    };
    stubApi({ '/api/carteirinha': { status: 403, body } });
    const store = createTestStore();
    const result = await store.dispatch(membershipApi.endpoints.getMemberCard.initiate());
    expect(errorAnswer(result.error, 'memberCardRefusal')).toEqual(body);
    expect(errorAnswer(refusal(403, 'Acesso restrito.'), 'memberCardRefusal')).toBeNull();
    expect(errorAnswer({ ...result.error, data: { ...body, status: 'pausada' } }, 'memberCardRefusal')).toBeNull();
  });
});
