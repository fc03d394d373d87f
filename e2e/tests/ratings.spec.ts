import { webPaths } from '@game-assist/contracts';
import { answered, apiClient, TEST_PASSWORD } from '@game-assist/test-support';
import { expectNoViolations } from '../support/axe';
import { openDeskRow } from '../support/desk';
import { expect, test, waitForAppOnNavigation } from '../support/fixtures';
import { waitForMessage } from '../support/mailbox';
import { createAccount, operatorAccount, signIn } from '../support/sign-in';
import { openTab } from '../support/staff';

const unique = () => `${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

async function signedIn(email: string) {
  const baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
  const session = answered(
    'login',
    await apiClient(baseUrl).POST('/api/login', { body: { email, password: TEST_PASSWORD } }),
  );
  return apiClient(baseUrl, session.access_token);
}

test.describe("'Como foi o atendimento?' (#67)", () => {
  test('a subscriber rates a concluded request 1–5 with a comment on its page; the queue and the look-up show the rating; axe finds nothing on the rating screen', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const account = await createAccount('Rita', 'Avalia');
    const subscriberApi = await signedIn(account.email);
    const request = answered(
      'POST /api/atendimentos',
      await subscriberApi.POST('/api/atendimentos', {
        params: { header: { 'idempotency-key': `nota-${unique()}` } },
        body: { coverageId: 'suporte-online', note: 'A impressora não imprime.' },
      }),
    );

    // The central takes it and concludes it; the conclusion's e-mail asks for the rating, with the request's link.
    const operator = await operatorAccount();
    const operatorApi = await signedIn(operator.email);
    for (const status of ['em-atendimento', 'concluido'] as const) {
      answered(
        `PATCH ${status}`,
        await operatorApi.PATCH('/api/operador/atendimentos/{id}', {
          params: { path: { id: request.id } },
          body: { status },
        }),
      );
    }
    const mail = await waitForMessage(account.email, (text) => text.includes('Como foi o atendimento?'));
    expect(mail).toContain(`${webPaths.myServiceRequests}/${request.id}`);

    // The subscriber, on the request's page: 4 and a comment, once.
    await signIn(page, account);
    await page.goto(`${webPaths.myServiceRequests}/${request.id}`);
    const prompt = page.getByRole('region', { name: 'Como foi o atendimento?' });
    await expect(prompt).toBeVisible();
    await expectNoViolations(page, 'the rating prompt');
    await prompt.getByRole('radio', { name: '4 – Bom' }).check();
    await prompt.getByLabel('Comentário (opcional)').fill('Resolveram no mesmo dia.');
    await prompt.getByRole('button', { name: 'Enviar avaliação' }).click();
    const given = page.getByRole('region', { name: 'Sua avaliação' });
    await expect(given.getByRole('status')).toHaveText('Obrigado pela sua avaliação!');
    await expect(given).toContainText('4 de 5: Bom');
    await expect(given).toContainText('Resolveram no mesmo dia.');
    await expect(page.getByRole('button', { name: 'Enviar avaliação' })).toHaveCount(0);
    await expectNoViolations(page, 'the rating given');

    // An atendimento sees it on the request in the queue and on the subscriber's look-up page.
    const deskContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const desk = await deskContext.newPage();
    waitForAppOnNavigation(desk);
    await signIn(desk, operator);
    await desk.goto(webPaths.operator);
    await desk.getByRole('button', { name: 'Concluído', exact: true }).click();
    const queued = await openDeskRow(desk, request.protocol);
    await expect(queued).toContainText('Avaliação 4 de 5: Bom · “Resolveram no mesmo dia.”');

    await openTab(desk, 'Assinantes');
    const box = desk.getByRole('textbox', { name: /^Nome, e-mail, CPF/ });
    await box.fill(request.protocol);
    await box.press('Enter');
    const name = `${account.firstName} ${account.lastName}`;
    const row = desk.getByRole('table', { name: 'Assinantes encontrados' }).getByRole('row').filter({ hasText: name });
    await row.getByRole('button').first().click();
    const requests = desk
      .getByRole('region', { name, exact: true })
      .getByRole('region', { name: 'Atendimentos', exact: true });
    await expect(requests).toContainText(`${request.protocol} · Concluído`);
    await expect(requests).toContainText('Avaliação 4 de 5: Bom · “Resolveram no mesmo dia.”');
    await deskContext.close();
  });
});
