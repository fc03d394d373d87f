import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import type { AffiliateOwnStatement, AffiliatePortal, AffiliateResults } from '@game-assist/contracts/schemas';
import { ToastHost } from '#web/components/ui/toast.tsx';
import { captureDownloads } from '#web/test/downloads.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi, type Answer } from '#web/test/stub-api.ts';
import PartnerScreen from './partner-screen';

const LIVE_BIO = { name: 'Lara Gamer', photoUrl: null, text: 'Jogo **todo dia**.\n\nCuide-se.' };
/** Lara's page as the API answers it: her link, her bio live and nothing waiting, a CPF key on file. */
const portalWith = (pending: AffiliatePortal['bio']['pending'] = null): AffiliatePortal => ({
  affiliateId: 'aff-001',
  name: 'Lara Gamer',
  code: 'GAMEASSIST10',
  link: 'https://app.example.com/?affiliate=aff-001&code=GAMEASSIST10',
  bio: { live: LIVE_BIO, pending, pendingSince: pending ? '2026-11-20T15:00:00.000Z' : null },
  pixKey: { type: 'cpf', masked: '***.456.789-**' },
});
const PORTAL = portalWith();
const LINK = PORTAL.link;

const RESULTS: AffiliateResults = {
  months: [
    {
      month: '2026-10',
      closed: true,
      closesOn: '2026-11-05',
      visits: 3,
      signUps: 1,
      paidSubscriptions: 1,
      cancellations: 0,
      commission: 1299,
    },
    {
      month: '2026-11',
      closed: false,
      closesOn: '2026-12-05',
      visits: 7,
      signUps: 2,
      paidSubscriptions: 1,
      cancellations: 1,
      commission: 2598,
    },
  ],
  subscribers: [{ name: 'Gil L.', month: '2026-11', status: 'ativa' }],
};
const STATEMENT: AffiliateOwnStatement = {
  month: '2026-11',
  closed: false,
  closesOn: '2026-12-05',
  affiliateId: 'aff-001',
  affiliateName: 'Lara Gamer',
  rounding: 'Arredondada para baixo.',
  line: {
    subscriptionsBrought: 2,
    paidCharges: 2,
    paidAmount: 25980,
    refundedCharges: 0,
    refundedAmount: 0,
    commission: 2598,
  },
  payouts: [
    {
      id: 'p1',
      month: '2026-11',
      amountCents: 2000,
      paidOn: '2026-12-06',
      endToEndId: 'E12345678202612061200abcdefghijk',
      recordedAt: '2026-12-06T12:00:00.000Z',
    },
  ],
  paidOut: 2000,
  balance: 598,
};

const ok = (body: unknown): Answer => ({ status: 200, body });

function stub(extra: Record<string, Answer | Answer[]> = {}) {
  return stubApi({
    '/api/parceiro': ok(PORTAL),
    '/api/parceiro/resultados': ok(RESULTS),
    '/api/parceiro/extrato': (_search, request) =>
      request.headers.get('accept') === 'text/csv'
        ? { status: 200, text: '\uFEFFmes;comissao\r\n2026-11;25,98\r\n' }
        : ok(STATEMENT),
    ...extra,
  });
}

const render = () =>
  renderRoutes(
    [
      {
        path: webPaths.partner,
        element: (
          <>
            <PartnerScreen />
            <ToastHost />
          </>
        ),
      },
    ],
    { at: webPaths.partner },
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T15:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/Parceiro', () => {
  it('shows the link with its QR code, the bio visitors see, the months and who came, first name and initial only', async () => {
    const sent = stub();
    render();
    expect(await screen.findByText(LINK)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Código QR do seu link' })).toBeInTheDocument();
    expect(screen.getByText('todo dia').tagName).toBe('STRONG');
    const months = await screen.findByRole('region', { name: 'Resultados por mês' });
    const november = within(months).getByRole('row', { name: /nov\. 2026/ });
    expect(november).toHaveTextContent(/nov\. 2026 \(em aberto\)7211R\$\s25,98/);
    expect(screen.getByText('Gil L.')).toBeInTheDocument();
    expect(screen.getByText('***.456.789-**')).toBeInTheDocument();
    expect(sent.calls.find((call) => call.path === '/api/parceiro/resultados')?.search).toBe('?de=2025-12&ate=2026-11');
  });

  it('shows the month’s statement with its payout and receipt, and downloads the CSV the API wrote', async () => {
    const sent = stub();
    const { clicked, restore } = captureDownloads('blob:extrato');
    render();
    const statement = await screen.findByRole('region', { name: 'Extrato do mês' });
    expect(await within(statement).findByText('E12345678202612061200abcdefghijk')).toBeInTheDocument();
    expect(statement).toHaveTextContent(/Comissão brutaR\$\s25,98/);
    expect(statement).toHaveTextContent(/Saldo a receberR\$\s5,98/);
    await userEvent.click(within(statement).getByRole('button', { name: 'Baixar CSV' }));
    await vi.waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:extrato', download: 'extrato-parceiro-2026-11.csv' }]),
    );
    expect(sent.calls.at(-1)).toMatchObject({ path: '/api/parceiro/extrato', search: '?mes=2026-11' });
    expect(await screen.findByText('Extrato de novembro de 2026 baixado.')).toBeInTheDocument();
    restore();
  });

  it('sends a bio change for approval, then says it waits; a refusal keeps what was typed', async () => {
    const pending = portalWith({ name: 'Lara G.', photoUrl: null, text: 'Nova bio.' });
    const sent = stub({
      '/api/parceiro/bio': [
        {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Confira os campos.',
            fieldErrors: { photoUrl: ['A foto deve ser um endereço https://.'] },
          },
        },
        ok(pending),
      ],
    });
    render();
    const bio = await screen.findByRole('region', { name: 'Sua bio' });
    await userEvent.click(within(bio).getByRole('button', { name: 'Editar' }));
    const name = within(bio).getByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Lara G.');
    await userEvent.clear(within(bio).getByLabelText('Texto'));
    await userEvent.type(within(bio).getByLabelText('Texto'), 'Nova bio.');
    await userEvent.click(within(bio).getByRole('button', { name: 'Enviar para aprovação' }));
    expect(await within(bio).findByText('A foto deve ser um endereço https://.')).toBeInTheDocument();
    expect(within(bio).getByLabelText('Nome')).toHaveValue('Lara G.');
    await userEvent.click(within(bio).getByRole('button', { name: 'Enviar para aprovação' }));
    expect(await screen.findByText('Bio enviada para aprovação.')).toBeInTheDocument();
    expect(sent.filter((call) => call.path === '/api/parceiro/bio').at(-1)?.body).toEqual({
      name: 'Lara G.',
      photoUrl: null,
      text: 'Nova bio.',
    });
    expect(await within(bio).findByText('aguardando aprovação')).toBeInTheDocument();
    expect(within(bio).getByText('Nova bio.')).toBeInTheDocument();
  });

  it('changes the PIX key with the e-mailed code, the key kept through a wrong code', async () => {
    const sent = stub({
      '/api/parceiro/chave-pix/codigo': {
        status: 202,
        body: { message: 'Enviamos um código.', resendAfterSeconds: 60 },
      },
      '/api/parceiro/chave-pix': [
        {
          status: 400,
          body: { statusCode: 400, error: 'Bad Request', message: 'Código inválido ou expirado. Peça um novo.' },
        },
        ok({ ...PORTAL, pixKey: { type: 'email', masked: 'l***@exemplo.com.br' } }),
      ],
    });
    render();
    const pix = await screen.findByRole('region', { name: 'Chave PIX para receber' });
    await userEvent.click(within(pix).getByRole('button', { name: 'Alterar' }));
    await userEvent.type(await within(pix).findByLabelText('Nova chave PIX'), 'lara@exemplo.com.br');
    await userEvent.type(within(pix).getByLabelText('Código enviado por e-mail'), '111111');
    await userEvent.click(within(pix).getByRole('button', { name: 'Salvar chave' }));
    expect(await within(pix).findByText('Código inválido ou expirado. Peça um novo.')).toBeInTheDocument();
    expect(within(pix).getByLabelText('Nova chave PIX')).toHaveValue('lara@exemplo.com.br');
    await userEvent.click(within(pix).getByRole('button', { name: 'Salvar chave' }));
    expect(await screen.findByText('Chave PIX alterada.')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      path: '/api/parceiro/chave-pix',
      body: { key: 'lara@exemplo.com.br', code: '111111' },
    });
  });

  it('says the page is a partner’s to an account that is none', async () => {
    stubApi({
      '/api/parceiro': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'Esta conta não é de um parceiro.' },
      },
    });
    render();
    expect(await screen.findByText('Você não é parceiro.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao perfil' })).toHaveAttribute('href', webPaths.profile);
  });
});
