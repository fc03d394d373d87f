import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cancellation, Subscription } from '@game-assist/contracts/schemas';
import { PIX_KEY_INVALID_MESSAGE, webPaths } from '@game-assist/contracts/rules';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi, type Answer } from '#web/test/stub-api.ts';
import MyPlanScreen from './my-plan-screen';

afterEach(() => vi.unstubAllGlobals());

const SUBSCRIPTION: Subscription = {
  plan: { id: 'plan-black', name: 'Game Assist Black', type: 'Black', description: 'A assinatura.', benefits: [] },
  addOns: [],
  status: 'ativa',
  paidUntil: '2027-11-26',
  since: '2026-11-26',
  memberNumber: '7019000000000004',
  affiliate: null,
  cancellation: null,
};
const PROTOCOL = 'CAN-2026-000123';
const WITHDRAWAL: Cancellation = {
  status: 'cancelada',
  kind: 'arrependimento',
  cancelAt: '2026-12-01',
  protocol: PROTOCOL,
  requestedAt: '2026-12-01T12:00:00.000Z',
  undoable: false,
  refund: { amount: 12990, status: 'pendente' },
};

function render(answers: Record<string, Answer | Answer[]>) {
  const sent = stubApi({
    '/api/plans/plan-black': { status: 200, body: [] },
    '/api/addons': { status: 200, body: [] },
    ...answers,
  });
  renderRoutes([{ path: webPaths.myPlan, element: <MyPlanScreen /> }], { at: webPaths.myPlan });
  return sent;
}

const sheet = () => screen.findByRole('dialog', { name: 'Cancelar assinatura' });

describe('Cancelar assinatura on /MeuPlano', () => {
  it('within 7 days the sheet says it ends now, the card stops and the money comes back; the answer gives the protocol', async () => {
    const sent = render({
      '/api/assinatura': [
        { status: 200, body: SUBSCRIPTION },
        {
          status: 200,
          body: {
            ...SUBSCRIPTION,
            status: 'cancelada',
            cancellation: { protocol: PROTOCOL, kind: 'arrependimento', cancelAt: '2026-12-01', undoable: false },
          },
        },
      ],
      '/api/assinatura/cancelamento': {
        status: 200,
        body: { kind: 'arrependimento', cancelAt: '2026-12-01', refund: { amount: 12990 } },
      },
      '/api/assinatura/cancelar': { status: 200, body: WITHDRAWAL },
    });
    expect(await screen.findByRole('link', { name: /^Minhas cobranças/ })).toHaveAttribute('href', webPaths.myCharges);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await sheet();
    // Said before the tap, in plain words.
    expect(await within(dialog).findByText(/a assinatura é cancelada agora/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('A carteirinha deixa de valer na hora.');
    expect(dialog).toHaveTextContent(/Devolvemos o valor integral, R\$\s129,90, por PIX para o CPF/);
    await userEvent.type(
      within(dialog).getByLabelText('Outra chave PIX para o reembolso (opcional)'),
      'ana@exemplo.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await within(dialog).findByText(`Cancelamento registrado. Protocolo ${PROTOCOL}.`)).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/O reembolso de R\$\s129,90 aparece em Minhas cobranças/);
    // The reason was left empty: nothing but the key was sent.
    expect(sent.find((call) => call.path === '/api/assinatura/cancelar')?.body).toEqual({
      refundPixKey: 'ana@exemplo.com',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    const section = screen.getByRole('region', { name: 'Cancelamento' });
    expect(
      await within(section).findByText(`Assinatura cancelada em 01/12/2026. Protocolo ${PROTOCOL}.`),
    ).toBeVisible();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Assinar de novo' })).toHaveAttribute('href', webPaths.subscribe);
  });

  it('after 7 days it says nothing renews and all works until the paid date; the why is optional and sent when given; undo then works', async () => {
    const pending = { protocol: PROTOCOL, kind: 'fim-do-periodo', cancelAt: '2027-11-26', undoable: true } as const;
    const sent = render({
      '/api/assinatura': [
        { status: 200, body: SUBSCRIPTION },
        { status: 200, body: { ...SUBSCRIPTION, cancellation: pending } },
        { status: 200, body: SUBSCRIPTION },
      ],
      '/api/assinatura/cancelamento': {
        status: 200,
        body: { kind: 'fim-do-periodo', cancelAt: '2027-11-26', refund: null },
      },
      '/api/assinatura/cancelar': {
        status: 200,
        body: {
          ...WITHDRAWAL,
          status: 'ativa',
          kind: 'fim-do-periodo',
          cancelAt: '2027-11-26',
          undoable: true,
          refund: null,
        },
      },
      '/api/assinatura/desfazer-cancelamento': { status: 200, body: { undone: true } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await sheet();
    expect(
      await within(dialog).findByText(/Tudo continua valendo, inclusive a carteirinha, até 26\/11\/2027\./),
    ).toBeVisible();
    expect(dialog).toHaveTextContent('A assinatura não será renovada e nada mais será cobrado.');
    expect(within(dialog).queryByLabelText(/chave PIX/)).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Por que você está cancelando? (opcional)'), 'Mudei de cidade');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await within(dialog).findByText(/não será renovada e vale até 26\/11\/2027/)).toBeInTheDocument();
    expect(sent.find((call) => call.path === '/api/assinatura/cancelar')?.body).toEqual({ reason: 'Mudei de cidade' });
    await userEvent.keyboard('{Escape}');
    const section = screen.getByRole('region', { name: 'Cancelamento' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Desfazer cancelamento' }));
    expect(await within(section).findByText(/Cancelamento desfeito/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Cancelar assinatura' })).toBeInTheDocument();
  });

  it("checks the PIX key as typed, and a key other than the payer's CPF goes with the code e-mailed for it", async () => {
    const sent = render({
      '/api/assinatura': { status: 200, body: SUBSCRIPTION },
      '/api/assinatura/cancelamento': {
        status: 200,
        body: { kind: 'arrependimento', cancelAt: '2026-12-01', refund: { amount: 12990 } },
      },
      '/api/assinatura/cancelar': [
        {
          status: 403,
          body: {
            statusCode: 403,
            error: 'Forbidden',
            message: 'Para receber o reembolso em outra chave PIX, confirme.',
          },
        },
        { status: 200, body: WITHDRAWAL },
      ],
      '/api/assinatura/cancelar/codigo': {
        status: 202,
        body: { message: 'Enviamos um código para o seu e-mail.', resendAfterSeconds: 60 },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await sheet();
    const key = await within(dialog).findByLabelText('Outra chave PIX para o reembolso (opcional)');
    await userEvent.type(key, '=HYPERLINK("x")');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await within(dialog).findByText(PIX_KEY_INVALID_MESSAGE)).toBeVisible();
    expect(key).toHaveAttribute('aria-invalid', 'true');
    expect(sent.some((call) => call.path === '/api/assinatura/cancelar')).toBe(false);

    await userEvent.clear(key);
    await userEvent.type(key, '+55 (11) 98888-7777');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    const code = await within(dialog).findByLabelText('Código enviado ao seu e-mail');
    expect(sent.filter((call) => call.path === '/api/assinatura/cancelar/codigo')).toHaveLength(1);
    await userEvent.type(code, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await within(dialog).findByText(`Cancelamento registrado. Protocolo ${PROTOCOL}.`)).toBeInTheDocument();
    expect(sent.filter((call) => call.path === '/api/assinatura/cancelar').at(-1)?.body).toEqual({
      refundPixKey: '+55 (11) 98888-7777',
      code: '123456',
    });
  });

  it("says why an undo is refused (409), in the server's words", async () => {
    render({
      '/api/assinatura': {
        status: 200,
        body: {
          ...SUBSCRIPTION,
          cancellation: { protocol: PROTOCOL, kind: 'fim-do-periodo', cancelAt: '2027-11-26', undoable: true },
        },
      },
      '/api/assinatura/desfazer-cancelamento': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'A assinatura já terminou: o cancelamento não pode mais ser desfeito. Assine de novo em Assinar.',
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Desfazer cancelamento' }));
    expect(await screen.findByText(/o cancelamento não pode mais ser desfeito/)).toBeInTheDocument();
  });
});
