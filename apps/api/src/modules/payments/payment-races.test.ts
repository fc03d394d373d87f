import { describe, expect, it } from 'vitest';
import { checkoutResponseSchema } from '@game-assist/contracts';
import { builtInPixApp, harness, suiteApp, type Person } from './payments.test-support.js';

const PEOPLE = 10;

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('confirming while the subscriber cancels or checks out again, on %s (#64 point 7)', (_name, postgres) => {
  const h = harness(suiteApp(() => builtInPixApp(postgres)));

  async function pending(prefix: string) {
    const who = await h.person(prefix);
    const { charge } = checkoutResponseSchema.parse((await h.checkout(who)).json());
    return { who, chargeId: charge.id };
  }
  const cancel = async (who: Person) => h.call('POST', '/api/assinatura/cancelar', (await h.fresh(who)).token, {});

  it('cancel and confirm at once: no 5xx, and each subscription ends in one consistent state', async () => {
    const people = await Promise.all(Array.from({ length: PEOPLE }, (_, i) => pending(`corrida-c${i}`)));
    const answers = await Promise.all(people.flatMap(({ who, chargeId }) => [h.confirm(chargeId), cancel(who)]));
    expect(answers.filter((answer) => answer.statusCode >= 500).map((answer) => answer.body)).toEqual([]);
    for (const { who } of people) expect((await h.subscription(who)).status).toBe('cancelada');
  });

  it('checkout and confirm at once: no 5xx', async () => {
    const people = await Promise.all(Array.from({ length: PEOPLE }, (_, i) => pending(`corrida-k${i}`)));
    const answers = await Promise.all(people.flatMap(({ who, chargeId }) => [h.confirm(chargeId), h.checkout(who)]));
    expect(answers.filter((answer) => answer.statusCode >= 500).map((answer) => answer.body)).toEqual([]);
    expect(answers.every((answer) => [200, 201, 409].includes(answer.statusCode))).toBe(true);
  });
});
