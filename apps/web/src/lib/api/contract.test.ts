import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIBER } from '#web/test/fixtures.ts';
import { createTestStore } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import { httpStatus } from './errors';
import { answerSchema, keptAs, parseAnswer } from './contract';
import { subscriberApi } from './subscriber';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the answers, checked with the API's own schemas", () => {
  it('give a matching answer through and say what is wrong with another', async () => {
    const schema = answerSchema('subscriber')['~standard'];
    expect(await schema.validate(SUBSCRIBER)).toEqual({ value: SUBSCRIBER });
    const wrong = await schema.validate({ ...SUBSCRIBER, telefoneVerificado: 'sim' });
    expect(wrong.issues?.map((issue) => issue.path)).toEqual([['telefoneVerificado']]);
  });

  it("turn an endpoint's answer that breaks its contract into a parsing error, as a page that is not JSON", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ '/api/assinante': { status: 200, body: { ...SUBSCRIBER, nome: 42 } } });
    const store = createTestStore();
    const result = await store.dispatch(subscriberApi.endpoints.getSubscriber.initiate());
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 200 });
    expect(httpStatus(result.error)).toBe(200);
  });

  it('refuse a session with an empty token for the plain fetch calls', async () => {
    const session = {
      access_token: 'a',
      refresh_token: 'r',
      user: { id: 'u1', email: 'a@b.co', firstName: 'A', lastName: 'B', nome: 'A B' },
    };
    expect(await parseAnswer('authSession', session)).toEqual(session);
    expect(await parseAnswer('authSession', { ...session, refresh_token: '' })).toBeNull();
    expect(await parseAnswer('authSession', '<html>portal</html>')).toBeNull();
  });

  it('show a kept answer only while it still has the shape the API answers with', () => {
    const isCatalogue = keptAs('catalogue');
    expect(isCatalogue({ categories: [] })).toBe(true);
    expect(isCatalogue({ categorias: [] })).toBe(false);
    expect(keptAs('keptHeaderUser')({ nome: 'Ana', avatar: null })).toBe(true);
    expect(keptAs('keptHeaderUser')({ name: 'Ana' })).toBe(false);
  });
});
