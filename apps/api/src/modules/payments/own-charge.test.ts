import { describe, expect, it } from 'vitest';
import { checkoutResponseSchema, operatorRefundListSchema } from '@game-assist/contracts';
import { operatorToken, signUpSubscriber, TEST_OPERATOR_EMAIL } from '#api/test/app.js';
import { builtInPixApp, harness, suiteApp } from './payments.test-support.js';

const SECOND_OPERATOR = 'segunda.central@exemplo.com.br';

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('an operator and their own charges, on %s (#64 point 11)', (_name, postgres) => {
  const app = suiteApp(() => builtInPixApp(postgres, { OPERATOR_EMAILS: `${TEST_OPERATOR_EMAIL},${SECOND_OPERATOR}` }));
  const h = harness(app);

  it('neither confirms nor marks refunded a charge of their own account: 403 with the reason; another operator can', async () => {
    const own = await operatorToken(app());
    const { charge } = checkoutResponseSchema.parse(
      (
        await h.call(
          'POST',
          '/api/assinatura/checkout',
          own,
          { method: 'pix', cpf: '529.982.247-25' },
          {
            'idempotency-key': 'propria-1',
          },
        )
      ).json(),
    );
    const confirmBy = (token: string) => h.call('POST', `/api/operador/cobrancas/${charge.id}/confirmar`, token);
    const refused = await confirmBy(own);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Ninguém confirma uma cobrança da própria conta: peça a outro operador.');

    const other = await signUpSubscriber(app(), SECOND_OPERATOR, { firstName: 'Rui', lastName: 'Central' });
    const otherToken = await app().app.accessTokens.sign(other.user.id);
    expect((await confirmBy(otherToken)).statusCode).toBe(200);

    expect((await h.call('POST', '/api/assinatura/cancelar', own, {})).statusCode).toBe(200);
    const refunds = operatorRefundListSchema.parse((await h.call('GET', '/api/operador/reembolsos', own)).json());
    const refund = refunds.items.find((item) => item.chargeId === charge.id);
    const markBy = (token: string) => h.call('POST', `/api/operador/reembolsos/${refund?.id}/concluir`, token, {});
    const ownRefund = await markBy(own);
    expect(ownRefund.statusCode).toBe(403);
    expect(ownRefund.json().message).toBe(
      'Ninguém marca como feito o reembolso da própria conta: peça a outro operador.',
    );
    expect((await markBy(otherToken)).statusCode).toBe(200);
  });
});
