import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    expect(localStorage.getItem('kept-answer:assinante')).toBe('{"nome":"Ana Souza"}');
  });
});
