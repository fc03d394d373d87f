import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { SUBSCRIBER } from '#web/test/fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import MemberCardScreen from './member-card-screen';
import { APPLE_WALLET_LABEL, GOOGLE_WALLET_LABEL } from './wallet-buttons';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openWith(options: { apple: boolean; google: boolean }, userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  stubApi({
    '/api/assinante': { status: 200, body: SUBSCRIBER },
    '/api/dependentes': { status: 200, body: { items: [], max: 4 } },
    '/api/carteirinha': {
      status: 200,
      body: {
        token: 'a.b.c',
        memberNumber: '7019000000000004',
        name: 'Maria Lima',
        plan: 'Game Assist Black',
        status: 'ativa',
        validUntil: '2026-12-03T12:00:00.000Z',
      },
    },
    '/api/carteirinha/wallet': { status: 200, body: options },
  });
  renderRoutes([{ path: webPaths.memberCard, element: <MemberCardScreen /> }], { at: webPaths.memberCard });
  await screen.findByRole('link', { name: 'Ver meu plano e adicionais' });
}

describe("/Carteirinha's wallet buttons", () => {
  it("shows Apple's badge on an iPhone and Google's on Android, when the server has their keys", async () => {
    await openWith({ apple: true, google: true }, IPHONE);
    expect(await screen.findByRole('button', { name: APPLE_WALLET_LABEL })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: GOOGLE_WALLET_LABEL })).toBeNull();
  });

  it("shows Google's badge on Android", async () => {
    await openWith({ apple: true, google: true }, ANDROID);
    expect(await screen.findByRole('button', { name: GOOGLE_WALLET_LABEL })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: APPLE_WALLET_LABEL })).toBeNull();
  });

  it('shows neither without their keys', async () => {
    await openWith({ apple: false, google: false }, IPHONE);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: APPLE_WALLET_LABEL })).toBeNull();
    expect(screen.queryByRole('button', { name: GOOGLE_WALLET_LABEL })).toBeNull();
  });
});
