import { describe, expect, it } from 'vitest';
import { tokenStorage } from '../session/token-storage';
import { forgetKeptAnswers } from './kept-answers';

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
});
