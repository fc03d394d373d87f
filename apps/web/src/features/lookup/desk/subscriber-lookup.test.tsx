import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import type { SubscriberRecord, SubscriberSearchItem, SubscriberSearchResult } from '@game-assist/contracts/schemas';
import { axeViolations } from '#web/test/axe.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi, type Answer } from '#web/test/stub-api.ts';
import { SubscriberLookup } from './subscriber-lookup';

afterEach(() => vi.unstubAllGlobals());

// Typing, and axe walking the page, take seconds in jsdom on a shared machine.
const SLOW = 30_000;
const ID = 'a0000000-0000-4000-8000-000000000009';

const MARINA: SubscriberSearchItem = {
  id: ID,
  name: 'Marina Costa',
  maskedEmail: 'ma***@exemplo.com.br',
  memberNumber: '0001 2345 6789 0123',
  status: 'ativa',
  matchedBy: 'atendimento',
};

const RECORD: SubscriberRecord = {
  account: {
    id: ID,
    name: 'Marina Costa',
    email: 'marina@exemplo.com.br',
    createdAt: '2026-11-20T12:00:00.000Z',
    confirmedAt: '2026-11-20T12:05:00.000Z',
    notifyByEmail: true,
    maskedCpf: '***.982.247-**',
    maskedPhone: '(**) *****-7777',
    phoneVerified: true,
  },
  subscription: {
    planId: 'essencial',
    addOns: [],
    status: 'ativa',
    memberNumber: '0001 2345 6789 0123',
    paidUntil: '2027-11-20',
    startedAt: '2026-11-20T12:10:00.000Z',
    cancelsOn: null,
    history: [
      { from: null, to: 'aguardando-pagamento', cause: 'cadastro', paidUntil: null, at: '2026-11-20T12:00:00.000Z' },
      {
        from: 'aguardando-pagamento',
        to: 'ativa',
        cause: 'pagamento',
        paidUntil: '2027-11-20',
        at: '2026-11-20T12:10:00.000Z',
      },
    ],
    cancellations: [],
  },
  charges: [
    {
      id: 'c1',
      kind: 'adesao',
      method: 'pix',
      status: 'paga',
      amountCents: 12990,
      txid: 'TXID0000000000000000000000001',
      createdAt: '2026-11-20T12:06:00.000Z',
      expiresAt: '2026-11-20T12:36:00.000Z',
      paidAt: '2026-11-20T12:10:00.000Z',
      installments: 1,
      periodMonths: 12,
      automatic: false,
      periodFrom: null,
    },
  ],
  autoRenewal: null,
  refunds: [],
  dependants: [
    {
      id: 'd1',
      name: 'Pedro Costa',
      relationship: 'filho',
      memberNumber: '0001 2345 6789 0124',
      includedAt: '2026-11-21T10:00:00.000Z',
      removedAt: null,
      hasSignIn: false,
      card: 'valida',
    },
  ],
  requests: [
    {
      id: 'r1',
      protocol: '2026-000123',
      coverageId: 'suporte-online',
      benefitName: 'Suporte Online',
      status: 'aberto',
      createdAt: '2026-11-22T13:00:00.000Z',
      respondBy: '2026-11-23T13:00:00.000Z',
      rating: null,
    },
    {
      id: 'r2',
      protocol: '2026-000099',
      coverageId: 'suporte-online',
      benefitName: 'Suporte Online',
      status: 'concluido',
      createdAt: '2026-11-20T13:00:00.000Z',
      respondBy: '2026-11-21T13:00:00.000Z',
      rating: { score: 4, comment: 'Resolveram rápido.', ratedAt: '2026-11-21T15:00:00.000Z' },
    },
  ],
  notifications: [{ title: 'Pagamento confirmado', createdAt: '2026-11-20T12:10:00.000Z', readAt: null }],
  emails: [
    {
      subject: 'Recebemos o seu pagamento',
      createdAt: '2026-11-20T12:10:00.000Z',
      sentAt: '2026-11-20T12:10:05.000Z',
      failedAt: null,
    },
  ],
  sessions: [
    { device: 'Chrome no Android', createdAt: '2026-11-20T12:00:00.000Z', lastUsedAt: '2026-11-22T13:00:00.000Z' },
  ],
  consents: [{ purpose: 'notificacoes-email', granted: true, at: '2026-11-20T12:00:00.000Z' }],
};

const STAFF_ME: Answer = {
  status: 200,
  body: { id: 'o1', email: 'olga@exemplo.com.br', nome: 'Olga', roles: ['atendimento'], verifiedAt: null },
};

const found = (items: SubscriberSearchItem[], nextCursor: string | null = null): Answer => ({
  status: 200,
  body: { items, nextCursor } satisfies SubscriberSearchResult,
});

const renderLookup = () =>
  renderRoutes([{ path: webPaths.operator, element: <SubscriberLookup /> }], {
    at: `${webPaths.operator}?aba=assinantes`,
  });

const box = () => screen.getByRole('textbox', { name: /Nome, e-mail, CPF/ });

describe("the desk's 'Assinantes'", { timeout: SLOW }, () => {
  it('searches on Enter with what was typed sent as q, never in the page URL, and lists the results', async () => {
    const sent = stubApi({ '/api/operador/assinantes': found([MARINA]) });
    const { router, container } = renderLookup();
    expect(screen.getByText(/Digite ao menos 3 caracteres e tecle Enter/)).toBeInTheDocument();
    await userEvent.type(box(), '2026-000123{Enter}');
    const row = await screen.findByRole('row', { name: /Marina Costa/ });
    expect(row).toHaveTextContent('ma***@exemplo.com.br');
    expect(row).toHaveTextContent('0001 2345 6789 0123');
    expect(row).toHaveTextContent('Ativa');
    expect(row).toHaveTextContent('Protocolo de atendimento');
    expect(new URLSearchParams(sent.calls[0]!.search).get('q')).toBe('2026-000123');
    expect(router.state.location.search).toBe('?aba=assinantes');
    expect(router.state.location.search + router.state.location.hash).not.toContain('000123');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("searches with the 'Buscar' button too, and says when nobody was found", async () => {
    const sent = stubApi({ '/api/operador/assinantes': found([]) });
    renderLookup();
    await userEvent.type(box(), 'Ninguém Assim');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText(
        'Nenhum assinante encontrado para “Ninguém Assim”. Confira o que foi digitado ou busque por outro dado.',
      ),
    ).toBeInTheDocument();
    expect(sent.calls).toHaveLength(1);
  });

  it('shows the loading state while the API answers', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const pending = new Promise<Answer>((resolve) => (answer = resolve));
    const sent = stubApi({ '/api/operador/assinantes': found([MARINA]) });
    const stubbed = vi.mocked(fetch);
    const real = stubbed.getMockImplementation()!;
    stubbed.mockImplementationOnce(async (...args) => {
      await pending;
      return real(...args);
    });
    renderLookup();
    await userEvent.type(box(), 'Marina{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Buscando assinantes…');
    answer(found([MARINA]));
    expect(await screen.findByRole('row', { name: /Marina Costa/ })).toBeInTheDocument();
    expect(sent.calls).toHaveLength(1);
  });

  it('says to refine when there are more than 20, and keeps what was typed when the search fails', async () => {
    const many = Array.from({ length: 20 }, (_, index) => ({ ...MARINA, id: `id-${index}`, name: `Marina ${index}` }));
    stubApi({
      '/api/operador/assinantes': [
        found(many, 'next'),
        'offline',
        {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Invalid querystring: q',
            fieldErrors: { q: ['Digite ao menos 3 caracteres para buscar.'] },
          },
        },
      ],
    });
    renderLookup();
    await userEvent.type(box(), 'Marina{Enter}');
    expect(await screen.findByText(/Mais de 20 assinantes encontrados/)).toHaveTextContent('Refine a busca');
    await userEvent.type(box(), ' C{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar a busca.');
    expect(box()).toHaveValue('Marina C');
    await userEvent.clear(box());
    await userEvent.type(box(), 'Ma{Enter}');
    expect(await screen.findByText('Digite ao menos 3 caracteres para buscar.')).toBeInTheDocument();
    expect(box()).toHaveValue('Ma');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
  });

  it("opens a subscriber's page with every part, money and dates in pt-BR, and 'Mostrar' reveals the CPF and phone", async () => {
    const sent = stubApi({
      '/api/operador/eu': STAFF_ME,
      '/api/operador/assinantes': found([MARINA]),
      [`/api/operador/assinantes/${ID}`]: { status: 200, body: RECORD },
      [`/api/operador/assinantes/${ID}/revelar`]: {
        status: 200,
        body: { cpf: '529.982.247-25', phone: '+5511988887777' },
      },
    });
    const { container } = renderLookup();
    await userEvent.type(box(), '2026-000123{Enter}');
    const row = await screen.findByRole('row', { name: /Marina Costa/ });
    await userEvent.click(within(row).getAllByRole('button')[0]!);
    const panel = screen.getByRole('region', { name: 'Marina Costa' });
    const part = async (name: string) => within(panel).findByRole('region', { name });
    expect(await part('Conta')).toHaveTextContent('E-mailmarina@exemplo.com.br');
    expect(await part('Conta')).toHaveTextContent('CPF***.982.247-**');
    expect(await part('Conta')).toHaveTextContent('Telefone(**) *****-7777 (confirmado)');
    expect(await within(await part('Ações')).findByRole('button', { name: 'Reenviar o código PIX' })).toBeVisible();
    expect(await part('Assinatura')).toHaveTextContent('Pago até20/11/2027');
    expect(await part('Histórico da assinatura')).toHaveTextContent(
      'Aguardando pagamento → AtivaPagamento · 20/11/2026, às 09:10 · pago até 20/11/2027',
    );
    expect(await part('Cancelamentos')).toHaveTextContent('Nenhum cancelamento.');
    expect(await part('Cobranças')).toHaveTextContent(/R\$\s129,90 · PIX · Paga/);
    expect(await part('Cobranças')).toHaveTextContent('paga em 20/11/2026, às 09:10');
    expect(await part('Reembolsos')).toHaveTextContent('Nenhum reembolso.');
    expect(await part('Dependentes e carteirinhas')).toHaveTextContent('Pedro Costa · Filho(a)');
    expect(await part('Dependentes e carteirinhas')).toHaveTextContent('Carteirinha válida');
    expect(await part('Atendimentos')).toHaveTextContent('2026-000123 · Aberto');
    expect(await part('Atendimentos')).toHaveTextContent('Suporte Online · aberto em');
    expect(await part('Atendimentos')).toHaveTextContent('Avaliação 4 de 5: Bom · “Resolveram rápido.”');
    expect(await part('Notificações no app')).toHaveTextContent('Pagamento confirmado');
    expect(await part('E-mails enviados')).toHaveTextContent(
      'Recebemos o seu pagamentoEnviado em 20/11/2026, às 09:10',
    );
    expect(await part('Aparelhos conectados')).toHaveTextContent('Chrome no Android');
    expect(await part('Consentimentos')).toHaveTextContent('Notificações por e-mail: concedido');
    expect(await axeViolations(container)).toEqual([]);

    expect(sent.some((call) => call.path.endsWith('/revelar'))).toBe(false);
    await userEvent.click(within(panel).getByRole('button', { name: 'Mostrar' }));
    expect(await within(panel).findByText('529.982.247-25')).toBeInTheDocument();
    expect(within(panel).getByText('+5511988887777 (confirmado)')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mostrar' })).not.toBeInTheDocument();
    expect(sent.filter((call) => call.path === `/api/operador/assinantes/${ID}/revelar`)).toEqual([
      { path: `/api/operador/assinantes/${ID}/revelar`, body: {} },
    ]);
  });

  it("says when 'Mostrar' was refused, the masked values kept", async () => {
    stubApi({
      '/api/operador/eu': STAFF_ME,
      '/api/operador/assinantes': found([MARINA]),
      [`/api/operador/assinantes/${ID}`]: { status: 200, body: RECORD },
      [`/api/operador/assinantes/${ID}/revelar`]: 'offline',
    });
    renderLookup();
    await userEvent.type(box(), 'Marina{Enter}');
    await userEvent.click(within(await screen.findByRole('row', { name: /Marina Costa/ })).getAllByRole('button')[0]!);
    const panel = screen.getByRole('region', { name: 'Marina Costa' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Mostrar' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Sem conexão. O CPF e o telefone não foram mostrados: tente de novo.',
    );
    expect(panel).toHaveTextContent('CPF***.982.247-**');
  });
});
