import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Coverage, CoverageUsageList } from '@game-assist/contracts/schemas';
import { webPaths } from '@game-assist/contracts/rules';
import {
  dependantFixture,
  dependantListFixture,
  quantityRulesFixture,
  serviceRequestFixture,
  SUBSCRIBER,
  SUBSCRIPTION,
} from '#web/test/fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import { RequestService } from './request-service';

afterEach(() => vi.unstubAllGlobals());

const MONTHLY = quantityRulesFixture(1, 'mes', 'pessoa');

const TELEMEDICINA = {
  _id: 'telemedicina',
  benefitName: 'Telemedicina',
  supportContact: { phone: '0800 777 1000', email: 'a@b.c', appLink: '' },
  rules: MONTHLY,
} as unknown as Coverage;

const USAGE: CoverageUsageList = {
  coverages: [
    {
      coverageId: 'telemedicina',
      rules: MONTHLY,
      used: 0,
      waitingUntil: '2099-11-27T12:00:00.000Z',
      availableFrom: '2099-11-27T12:00:00.000Z',
      blocked: 'carencia',
    },
  ],
};

const CREATED = serviceRequestFixture({
  coverage: { id: 'telemedicina', benefitName: 'Telemedicina' },
  createdAt: '2026-11-30T12:00:00.000Z',
  note: 'Dor de cabeça',
  deadline: '2026-12-07',
  history: [{ kind: 'status', status: 'aberto', at: '2026-11-30T12:00:00.000Z', by: 'assinante', note: null }],
});

const render = () =>
  renderRoutes(
    [
      { path: '/', element: <RequestService coverage={TELEMEDICINA} /> },
      { path: webPaths.myServiceRequests, element: <p>meus atendimentos</p> },
    ],
    { at: '/' },
  );

describe('Solicitar Atendimento', () => {
  it('says the waiting period, with its date, before any form: nothing to type in vain', async () => {
    const sent = stubApi({ '/api/atendimentos/uso': { status: 200, body: USAGE } });
    render();
    expect(await screen.findByText(/0 de 1 usados este mês · Carência até 27\/11\/2099, às 09:00/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Em carênciaEste benefício está em carência até 27/11/2099, às 09:00. Você poderá pedir o atendimento a partir dessa data.',
    );
    expect(screen.queryByRole('button', { name: 'Solicitar Atendimento' })).toBeNull();
    expect(screen.queryByLabelText('O que você precisa?')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ligar: 0800 777 1000' })).toHaveAttribute('href', 'tel:08007771000');
    expect(sent.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('a refusal the usage did not foresee says why with its date, keeping what was typed', async () => {
    const sent = stubApi({
      '/api/atendimentos/uso': {
        status: 200,
        body: { coverages: [{ ...USAGE.coverages[0]!, waitingUntil: null, availableFrom: null, blocked: null }] },
      },
      '/api/atendimentos': {
        status: 422,
        body: {
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: 'Este benefício está em carência. Disponível a partir de 27/11/2099, às 09:00.',
          reason: 'carencia',
          availableFrom: '2099-11-27T12:00:00.000Z',
        },
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Solicitar Atendimento' }));
    await userEvent.type(screen.getByLabelText('O que você precisa?'), 'Dor de cabeça');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Disponível a partir de 27/11/2099, às 09:00.');
    expect(screen.getByLabelText('O que você precisa?')).toHaveValue('Dor de cabeça');
    expect(sent.filter((call) => call.path === '/api/atendimentos').map((call) => call.body)).toEqual([
      { coverageId: 'telemedicina', note: 'Dor de cabeça' },
    ]);
    const post = sent.calls.find((call) => call.method === 'POST');
    expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows the request under way instead of offering a second one at once', async () => {
    stubApi({
      '/api/atendimentos/uso': {
        status: 200,
        body: {
          coverages: [
            {
              ...USAGE.coverages[0]!,
              waitingUntil: null,
              availableFrom: null,
              blocked: null,
              inFlight: { id: CREATED.id, protocol: '2026-000042', status: 'agendado' },
            },
          ],
        },
      },
    });
    render();
    expect(await screen.findByText('Você já tem um pedido em andamento')).toBeInTheDocument();
    expect(screen.getByText('Você já tem um pedido em andamento').parentElement).toHaveTextContent(
      'Protocolo 2026-000042 · Agendado.',
    );
    expect(screen.getByRole('link', { name: 'Acompanhar o pedido' })).toHaveAttribute(
      'href',
      `/MeusAtendimentos/${CREATED.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Solicitar Atendimento' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Fazer outro pedido' }));
    expect(screen.getByLabelText('O que você precisa?')).toBeInTheDocument();
  });

  it('retries a lost request with the same Idempotency-Key, and confirms with the protocol', async () => {
    const sent = stubApi({
      '/api/atendimentos/uso': { status: 200, body: { coverages: [] } },
      '/api/atendimentos': ['offline', { status: 201, body: CREATED }],
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar Atendimento' }));
    await userEvent.type(screen.getByLabelText('O que você precisa?'), 'Dor de cabeça');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem conexão. Seu pedido não foi enviado');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Pedido enviado!Protocolo 2026-000042. Resposta até 07/12/2026.',
    );
    // No second button under the confirmation: one tap, one request.
    expect(screen.queryByRole('button', { name: 'Solicitar Atendimento' })).toBeNull();
    const keys = sent.calls.filter((call) => call.method === 'POST').map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    await userEvent.click(screen.getByRole('link', { name: 'Acompanhar meus atendimentos' }));
    expect(await screen.findByText('meus atendimentos')).toBeInTheDocument();
  });

  it('refuses a preferred date in the past before sending anything', async () => {
    const sent = stubApi({ '/api/atendimentos/uso': { status: 200, body: { coverages: [] } } });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar Atendimento' }));
    await userEvent.type(screen.getByLabelText('Data preferida (opcional)'), '2020-01-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByText('Escolha uma data e hora futuras.')).toBeInTheDocument();
    expect(sent.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  describe("'Para quem é o atendimento?'", () => {
    const LIA = dependantFixture({});
    // Televeterinário: 2 a month for the whole subscription.
    const SHARED = quantityRulesFixture(2, 'mes', 'assinatura', null);
    const TELEVET = {
      ...TELEMEDICINA,
      _id: 'televeterinario',
      benefitName: 'Televeterinário',
      rules: SHARED,
    } as Coverage;
    // The same count whoever is asked about: the API counts the subscription's uses.
    const sharedUsage: CoverageUsageList = {
      coverages: [
        {
          coverageId: 'televeterinario',
          rules: SHARED,
          used: 1,
          waitingUntil: null,
          availableFrom: null,
          blocked: null,
        },
      ],
    };
    const used = (count: number): CoverageUsageList => ({
      coverages: [{ ...USAGE.coverages[0]!, used: count, waitingUntil: null, availableFrom: null, blocked: null }],
    });

    it("lets the titular ask for a dependant, showing that person's usage and sending their id", async () => {
      const user = userEvent.setup();
      const sent = stubApi({
        // The titular's own usage first, then Lia's (a limit per person: her own count).
        '/api/atendimentos/uso': [
          { status: 200, body: used(1) },
          { status: 200, body: used(0) },
        ],
        '/api/assinante': { status: 200, body: SUBSCRIBER },
        '/api/assinatura': { status: 200, body: SUBSCRIPTION },
        '/api/dependentes': { status: 200, body: dependantListFixture([LIA]) },
        '/api/atendimentos': { status: 201, body: CREATED },
      });
      render();
      expect(await screen.findByText('1 de 1 usado este mês')).toBeInTheDocument();
      // Who it is for is asked before the form: the usage shown is that person's.
      const picker = await screen.findByLabelText('Para quem é o atendimento?');
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Para mim', 'Lia Souza']);
      await user.selectOptions(picker, 'Lia Souza');
      expect(await screen.findByText('0 de 1 usados este mês')).toBeInTheDocument();
      expect(screen.queryByText('1 de 1 usado este mês')).toBeNull();
      const usageAsked = sent.calls.filter((call) => call.path === '/api/atendimentos/uso').map((call) => call.search);
      expect(usageAsked).toEqual(['', `?pessoa=${LIA.id}`]);
      await user.click(screen.getByRole('button', { name: 'Solicitar Atendimento' }));
      await user.click(screen.getByRole('button', { name: 'Enviar pedido' }));
      expect(await screen.findByText(/Pedido enviado!/)).toBeInTheDocument();
      expect(sent.filter((call) => call.path === '/api/atendimentos').map((call) => call.body)).toEqual([
        { coverageId: 'telemedicina', personId: LIA.id },
      ]);
    });

    it("says a limit per subscription counts the whole family's uses, for a dependant picked", async () => {
      const user = userEvent.setup();
      const sent = stubApi({
        '/api/atendimentos/uso': { status: 200, body: sharedUsage },
        '/api/assinante': { status: 200, body: SUBSCRIBER },
        '/api/assinatura': { status: 200, body: SUBSCRIPTION },
        '/api/dependentes': { status: 200, body: dependantListFixture([LIA]) },
      });
      renderRoutes([{ path: '/', element: <RequestService coverage={TELEVET} /> }], { at: '/' });
      expect(await screen.findByText('1 de 2 usado este mês')).toBeInTheDocument();
      await user.selectOptions(await screen.findByLabelText('Para quem é o atendimento?'), 'Lia Souza');
      expect(await screen.findByText('1 de 2 usado este mês, somando toda a família')).toBeInTheDocument();
      expect(sent.calls.filter((call) => call.path === '/api/atendimentos/uso').map((call) => call.search)).toEqual([
        '',
        `?pessoa=${LIA.id}`,
      ]);
    });

    it('is not asked of a titular without dependants, nor of a dependant signed in (no subscription of their own)', async () => {
      const user = userEvent.setup();
      const titular = stubApi({
        '/api/atendimentos/uso': { status: 200, body: used(0) },
        '/api/assinante': { status: 200, body: SUBSCRIBER },
        '/api/assinatura': { status: 200, body: SUBSCRIPTION },
        '/api/dependentes': { status: 200, body: dependantListFixture([]) },
      });
      const first = render();
      await waitFor(() => expect(titular.calls.some((call) => call.path === '/api/dependentes')).toBe(true));
      expect(screen.queryByLabelText('Para quem é o atendimento?')).toBeNull();
      first.unmount();

      vi.unstubAllGlobals();
      const sent = stubApi({
        '/api/assinante': { status: 200, body: { ...SUBSCRIBER, titular: { nome: 'Ana Souza' } } },
        '/api/atendimentos/uso': { status: 200, body: sharedUsage },
        '/api/dependentes': { status: 200, body: dependantListFixture([LIA]) },
      });
      renderRoutes([{ path: '/', element: <RequestService coverage={TELEVET} /> }], { at: '/' });
      // The dependant is told the count is the family's; they ask for themself, and no titular's record is read.
      expect(await screen.findByText('1 de 2 usado este mês, somando toda a família')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Solicitar Atendimento' }));
      await waitFor(() => expect(sent.calls.some((call) => call.path === '/api/dependentes')).toBe(true));
      expect(sent.calls.some((call) => call.path === '/api/assinatura')).toBe(false);
      expect(screen.queryByLabelText('Para quem é o atendimento?')).toBeNull();
    });
  });
});
