import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokenFor } from '#web/test/session.ts';
import { tokenStorage } from '../session/token-storage';
import { forgetKeptAnswers, useKeptAnswer } from './kept-answers';

const isName = (value: unknown): value is { nome: string } =>
  typeof value === 'object' && value !== null && typeof (value as { nome: unknown }).nome === 'string';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('kept answers', () => {
  it('are forgotten with the session, and only they', () => {
    localStorage.setItem('kept-answer:coberturas', '{"categories":[]}');
    localStorage.setItem('kept-answer:users', '{"users":[]}');
    localStorage.setItem('persist:root', '{}');
    tokenStorage.setTokens('access', 'refresh');
    tokenStorage.clearTokens();
    expect(localStorage.getItem('kept-answer:coberturas')).toBeNull();
    expect(localStorage.getItem('kept-answer:users')).toBeNull();
    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(localStorage.getItem('persist:root')).toBe('{}');
  });

  it('forgetting with nothing kept changes nothing', () => {
    localStorage.setItem('user_email', 'ana@example.com');
    forgetKeptAnswers();
    expect(localStorage.getItem('user_email')).toBe('ana@example.com');
  });

  it('show the kept answer until a fresh one comes, and write each answer once', () => {
    tokenStorage.setTokens(accessTokenFor('conta-ana'), 'refresh', { fresh: true });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const first = renderHook(({ fresh }) => useKeptAnswer('assinante', fresh, isName), {
      initialProps: { fresh: undefined as { nome: string } | undefined },
    });
    expect(first.result.current).toBeUndefined();
    first.rerender({ fresh: { nome: 'Ana' } });
    expect(setItem).toHaveBeenCalledTimes(1);
    first.unmount();

    // The next screen with the same answer: shown at once from storage, not written again.
    const next = renderHook(({ fresh }) => useKeptAnswer('assinante', fresh, isName), {
      initialProps: { fresh: undefined as { nome: string } | undefined },
    });
    expect(next.result.current).toEqual({ nome: 'Ana' });
    next.rerender({ fresh: { nome: 'Ana' } });
    expect(setItem).toHaveBeenCalledTimes(1);
    next.rerender({ fresh: { nome: 'Ana Souza' } });
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('kept-answer:assinante')).toBe('{"account":"conta-ana","answer":{"nome":"Ana Souza"}}');
  });

  const keptName = (fresh?: { nome: string }) =>
    renderHook(() => useKeptAnswer('assinante', fresh, isName)).result.current;

  it("are shown only to the account they were kept for, never to the next person's session", () => {
    tokenStorage.setTokens(accessTokenFor('conta-ana'), 'refresh', { fresh: true });
    keptName({ nome: 'Ana' });
    expect(keptName()).toEqual({ nome: 'Ana' });
    // Bruno signs in in this browser: what Ana's session kept is gone, and would not be shown to him.
    const anas = localStorage.getItem('kept-answer:assinante')!;
    tokenStorage.setTokens(accessTokenFor('conta-bruno'), 'refresh-2', { fresh: true });
    expect(localStorage.getItem('kept-answer:assinante')).toBeNull();
    localStorage.setItem('kept-answer:assinante', anas);
    expect(keptName()).toBeUndefined();
    // Kept by an older version, with no account: not shown either.
    localStorage.setItem('kept-answer:assinante', '{"nome":"Ana"}');
    expect(keptName()).toBeUndefined();
  });

  it("are not written by a tab another person's sign-in left behind", () => {
    tokenStorage.setTokens(accessTokenFor('conta-ana'), 'refresh', { fresh: true });
    keptName({ nome: 'Ana' });
    // Bruno signs in in another tab: only the stored tokens change under this one.
    localStorage.removeItem('kept-answer:assinante');
    localStorage.setItem('jwt_token', accessTokenFor('conta-bruno'));
    keptName({ nome: 'Ana' });
    expect(localStorage.getItem('kept-answer:assinante')).toBeNull();
    // Nor once this tab's refresh rotates into Bruno's session: what it shows is still Ana's.
    tokenStorage.setTokens(accessTokenFor('conta-bruno'), 'refresh-3');
    keptName({ nome: 'Ana' });
    expect(localStorage.getItem('kept-answer:assinante')).toBeNull();
  });
});
