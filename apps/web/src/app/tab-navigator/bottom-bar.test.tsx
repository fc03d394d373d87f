import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '#web/lib/session/token-storage.ts';
import { renderWithStore } from '#web/test/render.tsx';
import { keptEarlier, signedInAs } from '#web/test/session.ts';
import { stubApi } from '#web/test/stub-api.ts';
import { BottomBar } from './bottom-bar';

const notificationsTab = () => screen.getByRole('tab', { name: /Notificações/ });

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStorage.clearTokens();
  localStorage.clear();
});

describe('BottomBar', () => {
  /** The bar for `account`, 2 unread kept for the default account on the last visit, the read never answering. */
  function whileReading(account?: string) {
    signedInAs(account);
    keptEarlier('notificacoes-nao-lidas', 2);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithStore(<BottomBar />);
  }

  it('shows the unread count kept from the last visit while the read is under way', () => {
    whileReading();
    expect(notificationsTab()).toHaveTextContent(/^Notificações2 não lidas$/);
  });

  it("never shows another account's kept count", () => {
    whileReading('outra-conta');
    expect(notificationsTab()).toHaveTextContent(/^Notificações$/);
  });

  it("replaces the kept count with the server's and keeps that for the next visit", async () => {
    signedInAs();
    keptEarlier('notificacoes-nao-lidas', 2);
    stubApi({ '/api/notificacoes': { status: 200, body: { items: [], unread: 1, nextCursor: null } } });
    await act(async () => {
      renderWithStore(<BottomBar />);
    });
    await waitFor(() => expect(notificationsTab()).toHaveTextContent(/^Notificações1 não lida$/));
    expect(JSON.parse(localStorage.getItem('kept-answer:notificacoes-nao-lidas') ?? 'null')).toEqual({
      account: 'conta-teste',
      answer: 1,
    });
  });
});
