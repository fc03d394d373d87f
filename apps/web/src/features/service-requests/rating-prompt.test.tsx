import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceRequestPath, webPaths } from '@game-assist/contracts/rules';
import { axeViolations } from '#web/test/axe.ts';
import { serviceRequestFixture } from '#web/test/fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import RequestDetailScreen from './request-detail-screen';

afterEach(() => vi.unstubAllGlobals());

const CONCLUDED = serviceRequestFixture({
  status: 'concluido',
  deadlineState: null,
  rating: null,
  ratableUntil: '2026-12-27T12:00:00.000Z',
});
const RATED = {
  ...CONCLUDED,
  ratableUntil: null,
  rating: { score: 4, comment: 'Resolveram rápido.', ratedAt: '2026-11-28T12:00:00.000Z' },
};
const PATH = `/api/atendimentos/${CONCLUDED.id}`;
const render = () =>
  renderRoutes([{ path: webPaths.myServiceRequest, element: <RequestDetailScreen /> }], {
    at: serviceRequestPath(CONCLUDED.id),
  });

describe("'Como foi o atendimento?' on a concluded request", () => {
  it('takes a score and a comment, keeps them when refused, then thanks and shows the rating instead', async () => {
    let rated = false;
    const sent = stubApi({
      // The request reads as rated once the API took the rating.
      [PATH]: () => ({ status: 200, body: rated ? RATED : CONCLUDED }),
      [`${PATH}/avaliacao`]: () => {
        if (sent.filter((call) => call.path === `${PATH}/avaliacao`).length === 1) {
          return {
            status: 422,
            body: { statusCode: 422, error: 'Unprocessable Entity', message: 'O prazo terminou.' },
          };
        }
        rated = true;
        return { status: 201, body: RATED };
      },
    });
    const { container } = render();
    const prompt = await screen.findByRole('region', { name: 'Como foi o atendimento?' });
    expect(prompt).toHaveTextContent('Você pode avaliar até 27/12/2026, às 09:00.');
    expect(await axeViolations(container)).toEqual([]);
    const send = within(prompt).getByRole('button', { name: 'Enviar avaliação' });
    await userEvent.click(send);
    expect(within(prompt).getByRole('alert')).toHaveTextContent('Escolha uma nota de 1 a 5.');

    // The keyboard moves along the scores: the first radio, then the arrow keys.
    await userEvent.click(within(prompt).getByRole('radio', { name: '1 – Muito ruim' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(prompt).getByRole('radio', { name: '4 – Bom' })).toBeChecked();
    const comment = within(prompt).getByLabelText('Comentário (opcional)');
    await userEvent.type(comment, 'Resolveram rápido.');
    await userEvent.click(send);
    expect(await within(prompt).findByRole('alert')).toHaveTextContent('O prazo terminou.');
    expect(comment).toHaveValue('Resolveram rápido.');
    expect(within(prompt).getByRole('radio', { name: '4 – Bom' })).toBeChecked();

    await userEvent.click(send);
    const given = await screen.findByRole('region', { name: 'Sua avaliação' });
    expect(within(given).getByRole('status')).toHaveTextContent('Obrigado pela sua avaliação!');
    expect(given).toHaveTextContent('4 de 5: Bom');
    expect(given).toHaveTextContent('“Resolveram rápido.”');
    expect(screen.queryByRole('region', { name: 'Como foi o atendimento?' })).toBeNull();
    expect(sent.filter((call) => call.path === `${PATH}/avaliacao`).map((call) => call.body)).toEqual([
      { score: 4, comment: 'Resolveram rápido.' },
      { score: 4, comment: 'Resolveram rápido.' },
    ]);
  });

  it('shows the rating given, without asking again; asks nothing of a request not concluded or past 30 days', async () => {
    stubApi({ [PATH]: { status: 200, body: RATED } });
    const { unmount } = render();
    expect(await screen.findByRole('region', { name: 'Sua avaliação' })).toHaveTextContent('4 de 5: Bom');
    expect(screen.queryByRole('button', { name: 'Enviar avaliação' })).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    stubApi({ [PATH]: { status: 200, body: { ...CONCLUDED, ratableUntil: null } } });
    render();
    expect(await screen.findByRole('article', { name: 'Suporte Online' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Como foi o atendimento|Sua avaliação/ })).toBeNull();
  });
});
