import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import VerifyCardScreen from './verify-card-screen';

let privateKey: CryptoKey;
const RID = '0123456789abcdef01234567';
const CRL_PATH = '/.well-known/crl/k1.json';
const list = (rids: string[] = []) => ({ status: 200, body: { kid: 'k1', method: 'rid', ctr: rids.length, rids } });
let jwks: { keys: object[] };

beforeAll(async () => {
  const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  privateKey = pair.privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'EdDSA' }] };
});
afterEach(() => vi.unstubAllGlobals());

async function card(overrides: { exp?: number; iat?: number; status?: string } = {}) {
  const now = overrides.iat ?? Math.floor(Date.now() / 1000);
  return new SignJWT({ name: 'Carla Dias', plan: 'Game Assist Black', status: overrides.status ?? 'ativa', rid: RID })
    .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
    .setIssuer(window.location.origin)
    .setSubject('7019000000000004')
    .setIssuedAt(now)
    .setExpirationTime(overrides.exp ?? now + 86_400)
    .sign(privateKey);
}

function open(token: string) {
  window.history.replaceState(null, '', `${webPaths.verifyMemberCard}#${token}`);
  return renderRoutes([{ path: webPaths.verifyMemberCard, element: <VerifyCardScreen /> }], {
    at: webPaths.verifyMemberCard,
  });
}

const serverSays = (body: object) => ({
  '/.well-known/jwks.json': { status: 200, body: jwks },
  [CRL_PATH]: list(),
  '/api/carteirinha/verificar': { status: 200, body: body },
});

/** The server's answer for an active card. */
const CONFIRMED = {
  valid: true,
  memberNumber: '7019000000000004',
  name: 'Carla Dias',
  plan: 'Game Assist Black',
  status: 'ativa',
  validUntil: '2026-12-24T12:00:00.000Z',
};

/** The card is refused on the phone itself: 'inválida', altered or not ours, and the server never asked. */
async function refusedWithoutAsking(token: string) {
  const sent = stubApi(serverSays({ valid: true }));
  open(token);
  expect(await screen.findByText('Carteirinha inválida')).toBeInTheDocument();
  expect(screen.getByText('A carteirinha foi alterada ou não foi emitida pelo Game Assist.')).toBeInTheDocument();
  expect(sent.some((call) => call.path === '/api/carteirinha/verificar')).toBe(false);
}

describe('/verificar', () => {
  it('says válida with the name, plan, number and validity, confirmed by the server when online', async () => {
    const token = await card();
    const sent = stubApi(serverSays(CONFIRMED));
    open(token);
    expect(await screen.findByText('Carteirinha válida')).toBeInTheDocument();
    expect(screen.getByText('Carla Dias')).toBeInTheDocument();
    expect(screen.getByText('7019 0000 0000 0004')).toBeInTheDocument();
    expect(await screen.findByText('Assinatura ativa, confirmada pelo Game Assist.')).toBeInTheDocument();
    // The token travels in the POST body, never in a URL.
    expect(sent.every((call) => !call.path.includes(token.slice(0, 20)))).toBe(true);
    expect(sent.find((call) => call.path === '/api/carteirinha/verificar')?.body).toEqual({ token });
  });

  it('offline, decides on this phone with the kept keys', async () => {
    localStorage.setItem('card-keys', JSON.stringify(jwks));
    const token = await card();
    stubApi({ '/.well-known/jwks.json': 'offline', [CRL_PATH]: 'offline', '/api/carteirinha/verificar': 'offline' });
    open(token);
    expect(await screen.findByText('Carteirinha válida')).toBeInTheDocument();
    expect(await screen.findByText('Verificada neste aparelho, sem internet.')).toBeInTheDocument();
  });

  it('says inválida for a tampered card, without asking the server', async () => {
    const token = await card();
    const [header, , signature] = token.split('.');
    const forged = btoa(
      JSON.stringify({
        sub: '7019000000000004',
        name: 'Outra',
        plan: 'Game Assist Black',
        status: 'ativa',
        exp: 9e9,
        iss: window.location.origin,
      }),
    )
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    await refusedWithoutAsking(`${header}.${forged}.${signature}`);
  });

  it('says inválida for an expired card', async () => {
    const token = await card({ exp: Math.floor(Date.now() / 1000) - 60 });
    stubApi(serverSays({ valid: false, reason: 'expirada' }));
    open(token);
    expect(await screen.findByText(/A carteirinha expirou/)).toBeInTheDocument();
  });

  it('says inválida for a card of a good key valid longer than cards are issued for (a leaked key)', async () => {
    const now = Math.floor(Date.now() / 1000);
    await refusedWithoutAsking(await card({ iat: now, exp: Date.UTC(3000, 0, 1) / 1000 }));
  });

  it('says inválida for a fragment that does not decode, instead of failing the page', async () => {
    stubApi(serverSays({ valid: true }));
    open('%E0%A4%A');
    expect(await screen.findByText('Carteirinha inválida')).toBeInTheDocument();
    expect(screen.getByText('A carteirinha foi alterada ou não foi emitida pelo Game Assist.')).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });

  it.each([429, 503])(
    "an online check answering %i is no verdict: not confirmed, the phone's check shown as only that, and again",
    async (status) => {
      const token = await card();
      const sent = stubApi({
        '/.well-known/jwks.json': { status: 200, body: jwks, headers: { Date: 'Thu, 26 Nov 2026 12:30:00 GMT' } },
        [CRL_PATH]: list(),
        '/api/carteirinha/verificar': [
          { status, body: { statusCode: status, error: 'Too Many Requests', message: 'Muitas tentativas.' } },
          { status: 200, body: CONFIRMED },
        ],
      });
      open(token);
      expect(await screen.findByText('Não foi possível confirmar agora')).toBeInTheDocument();
      expect(screen.queryByText('Carteirinha válida')).not.toBeInTheDocument();
      expect(screen.queryByText(/sem internet/)).not.toBeInTheDocument();
      expect(screen.getByText(/^Verificada só neste aparelho/)).toBeInTheDocument();
      expect(screen.getByText('Carla Dias')).toBeInTheDocument();
      // São Paulo time: the keys' freshness is when the server published them.
      expect(screen.getByText('Chaves de verificação de 26/11/2026, às 09:30.')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(await screen.findByText('Assinatura ativa, confirmada pelo Game Assist.')).toBeInTheDocument();
      expect(sent.filter((call) => call.path === '/api/carteirinha/verificar')).toHaveLength(2);
    },
  );

  it('with no keys on this phone and the server answering 503, says it could not confirm', async () => {
    const token = await card();
    stubApi({
      '/.well-known/jwks.json': { status: 503, body: {} },
      [CRL_PATH]: { status: 503, body: {} },
      '/api/carteirinha/verificar': { status: 503, body: {} },
    });
    open(token);
    expect(await screen.findByText('Não foi possível confirmar agora')).toBeInTheDocument();
    expect(screen.queryByText('Carteirinha válida')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('checks the next card read while the page is open (only the fragment changes)', async () => {
    stubApi(serverSays({ valid: false, reason: 'assinatura-inativa' }));
    open(await card());
    expect(await screen.findByText('A assinatura não está ativa.')).toBeInTheDocument();
    act(() => {
      window.location.hash = '%E0%A4%A';
    });
    expect(
      await screen.findByText('A carteirinha foi alterada ou não foi emitida pelo Game Assist.'),
    ).toBeInTheDocument();
  });

  it('offline, says how fresh the kept keys are', async () => {
    localStorage.setItem('card-keys', JSON.stringify({ ...jwks, keptAt: '2026-11-20T18:05:00.000Z' }));
    stubApi({ '/.well-known/jwks.json': 'offline', [CRL_PATH]: 'offline', '/api/carteirinha/verificar': 'offline' });
    open(await card());
    expect(await screen.findByText('Verificada neste aparelho, sem internet.')).toBeInTheDocument();
    expect(screen.getByText('Chaves de verificação de 20/11/2026, às 15:05.')).toBeInTheDocument();
  });

  it('turns to inválida when the server knows the subscription was cancelled', async () => {
    const token = await card();
    stubApi(serverSays({ valid: false, reason: 'assinatura-inativa' }));
    open(token);
    expect(await screen.findByText('A assinatura não está ativa.')).toBeInTheDocument();
    expect(screen.getByText('Carteirinha inválida')).toBeInTheDocument();
  });

  it('keeps the revocation list it fetched online and, offline, finds a suspended card inválida, saying how fresh the list is', async () => {
    stubApi({
      '/.well-known/jwks.json': { status: 200, body: jwks },
      [CRL_PATH]: {
        ...list([`${RID}.${Math.floor(Date.now() / 1000) + 60}`]),
        headers: { Date: 'Thu, 26 Nov 2026 12:00:00 GMT' },
      },
    });
    const page = open('');
    expect(await screen.findByText(/Leia o código QR da carteirinha/)).toBeInTheDocument();
    await vi.waitFor(() => expect(localStorage.getItem('card-revocations')).toContain(RID));
    page.unmount();
    stubApi({ '/.well-known/jwks.json': 'offline', [CRL_PATH]: 'offline', '/api/carteirinha/verificar': 'offline' });
    open(await card());
    expect(await screen.findByText('A assinatura não está ativa.')).toBeInTheDocument();
    expect(screen.getByText('Carteirinha inválida')).toBeInTheDocument();
    expect(screen.getByText('Lista de cartões cancelados de 26/11/2026, às 09:00.')).toBeInTheDocument();
  });

  it('offline with a list that does not name the card: válida, with both freshness lines', async () => {
    localStorage.setItem('card-keys', JSON.stringify({ ...jwks, keptAt: '2026-11-20T18:05:00.000Z' }));
    localStorage.setItem(
      'card-revocations',
      JSON.stringify({
        k1: { kid: 'k1', method: 'rid', ctr: 1, rids: ['outro.1'], keptAt: '2026-11-26T12:00:00.000Z' },
      }),
    );
    stubApi({ '/.well-known/jwks.json': 'offline', [CRL_PATH]: 'offline', '/api/carteirinha/verificar': 'offline' });
    open(await card());
    expect(await screen.findByText('Verificada neste aparelho, sem internet.')).toBeInTheDocument();
    expect(screen.getByText('Lista de cartões cancelados de 26/11/2026, às 09:00.')).toBeInTheDocument();
  });
});

describe("/verificar: 'Verificar token'", () => {
  const fill = async (number: string, token: string) => {
    await userEvent.type(screen.getByLabelText('Número da carteirinha'), number);
    await userEvent.type(screen.getByLabelText('Token de atendimento'), token);
    await userEvent.click(screen.getByRole('button', { name: 'Verificar token' }));
  };

  it('asks the server with the member number and the token in the body, and says válido with the name and plan', async () => {
    const sent = stubApi({
      '/.well-known/jwks.json': { status: 200, body: jwks },
      [CRL_PATH]: list(),
      '/api/carteirinha/token/verificar': {
        status: 200,
        body: { valid: true, name: 'Carla Dias', plan: 'Game Assist Black', status: 'ativa' },
      },
    });
    open('');
    await fill('7019 0000 0000 0004', '123 456');
    expect(await screen.findByText('Token válido')).toBeInTheDocument();
    expect(screen.getByText('Carla Dias · Game Assist Black')).toBeInTheDocument();
    expect(sent.find((call) => call.path === '/api/carteirinha/token/verificar')?.body).toEqual({
      memberNumber: '7019000000000004',
      token: '123456',
    });
    expect(window.location.href).not.toContain('123456');
  });

  it.each([
    ['token-usado', 'Este token já foi usado. Peça ao assinante o próximo token.'],
    ['assinatura-inativa', 'A assinatura não está ativa.'],
  ])('says why a token is refused (%s)', async (reason, message) => {
    stubApi({
      '/.well-known/jwks.json': { status: 200, body: jwks },
      [CRL_PATH]: list(),
      '/api/carteirinha/token/verificar': { status: 200, body: { valid: false, reason } },
    });
    open('');
    await fill('7019000000000004', '123456');
    expect(await screen.findByText('Token inválido')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it("shows the server's message when the member number is locked (429), keeping what was typed", async () => {
    stubApi({
      '/.well-known/jwks.json': { status: 200, body: jwks },
      [CRL_PATH]: list(),
      '/api/carteirinha/token/verificar': {
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: 'Muitos tokens errados para esta carteirinha.' },
      },
    });
    open('');
    await fill('7019000000000004', '123456');
    expect(await screen.findByText('Muitos tokens errados para esta carteirinha.')).toBeInTheDocument();
    expect(screen.getByLabelText('Número da carteirinha')).toHaveValue('7019000000000004');
  });

  it('asks for both numbers before sending', async () => {
    const sent = stubApi({ '/.well-known/jwks.json': { status: 200, body: jwks }, [CRL_PATH]: list() });
    open('');
    await fill('7019', '12');
    expect(await screen.findByText('Informe os 16 dígitos da carteirinha e os 6 do token.')).toBeInTheDocument();
    expect(sent.some((call) => call.path === '/api/carteirinha/token/verificar')).toBe(false);
  });
});

describe("/verificar: 'Escanear carteirinha'", () => {
  it('with no camera, says so in Portuguese and the pasted address is checked instead', async () => {
    const token = await card();
    stubApi(serverSays(CONFIRMED));
    open('');
    await userEvent.click(screen.getByRole('button', { name: 'Escanear carteirinha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nenhuma câmera encontrada neste aparelho.');
    await userEvent.click(screen.getByLabelText('Ou cole o endereço da carteirinha'));
    await userEvent.paste(`${window.location.origin}/verificar#${token}`);
    await userEvent.click(screen.getByRole('button', { name: 'Verificar carteirinha colada' }));
    expect(await screen.findByText('Assinatura ativa, confirmada pelo Game Assist.')).toBeInTheDocument();
  });

  it('refused permission says how to allow it', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    stubApi(serverSays(CONFIRMED));
    open('');
    await userEvent.click(screen.getByRole('button', { name: 'Escanear carteirinha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A câmera não foi permitida.');
  });
});
