import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsentList } from '@game-assist/contracts/schemas';
import { renderWithStore } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import { ConsentsSection } from './consents-section';

afterEach(() => vi.unstubAllGlobals());

const LOCATION_YES = { purpose: 'geolocalizacao' as const, granted: true, at: '2026-11-20T12:00:00.000Z' };
const EMAIL_YES = { purpose: 'notificacoes-email' as const, granted: true, at: '2026-11-21T13:30:00.000Z' };
const EMAIL_NO = { purpose: 'notificacoes-email' as const, granted: false, at: '2026-11-27T12:00:00.000Z' };
const log = (...history: ConsentList['history']): { status: number; body: ConsentList } => ({
  status: 200,
  body: {
    current: ['geolocalizacao', 'notificacoes-email'].flatMap((p) => history.find((c) => c.purpose === p) ?? []),
    history,
  },
});
const consentSwitch = (name: string) => screen.getByRole('switch', { name });

describe('Consentimentos on Meus dados', () => {
  it('shows each purpose with when it was given or withdrawn, and withdraws with one tap', async () => {
    const sent = stubApi({
      '/api/consentimentos': [
        log(EMAIL_YES, LOCATION_YES),
        { status: 201, body: EMAIL_NO },
        log(EMAIL_NO, EMAIL_YES, LOCATION_YES),
      ],
    });
    renderWithStore(<ConsentsSection />, { consent: { geolocation: true, geolocationUnlogged: false } });
    const email = await screen.findByRole('list', { name: 'Respostas: Notificações por e-mail' });
    expect(
      within(email)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dado em 21/11/2026, às 10:30']);
    expect(screen.getByRole('list', { name: 'Respostas: Localização aproximada' })).toHaveTextContent(
      'Dado em 20/11/2026, às 09:00',
    );
    expect(consentSwitch('Notificações por e-mail')).toHaveAttribute('aria-checked', 'true');
    expect(consentSwitch('Localização aproximada')).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(consentSwitch('Notificações por e-mail'));
    await waitFor(() =>
      expect(
        within(email)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Retirado em 27/11/2026, às 09:00', 'Dado em 21/11/2026, às 10:30']),
    );
    expect(consentSwitch('Notificações por e-mail')).toHaveAttribute('aria-checked', 'false');
    expect(sent.calls.map((call) => call.method)).toEqual(['GET', 'POST', 'GET']);
    expect(sent[1]?.body).toEqual({ purpose: 'notificacoes-email', granted: false });
  });

  it("turns the location off on this device at once, leaving the log's write to the consent log", async () => {
    const sent = stubApi({ '/api/consentimentos': log(LOCATION_YES) });
    const { store } = renderWithStore(<ConsentsSection />, {
      consent: { geolocation: true, geolocationUnlogged: false },
    });
    expect(await screen.findByText('Dado em 20/11/2026, às 09:00')).toBeInTheDocument();
    expect(screen.getByText('Ainda sem resposta: ligado até você escolher.')).toBeInTheDocument();
    await userEvent.click(consentSwitch('Localização aproximada'));
    expect(store.getState().consent).toEqual({ geolocation: false, geolocationUnlogged: true });
    expect(consentSwitch('Localização aproximada')).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Sua resposta deste aparelho ainda será registrada.')).toBeInTheDocument();
    expect(sent.calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('follows a location answer given on another device, unless this one has an answer unsent', async () => {
    stubApi({ '/api/consentimentos': log({ ...LOCATION_YES, granted: false }) });
    const { store } = renderWithStore(<ConsentsSection />, {
      consent: { geolocation: true, geolocationUnlogged: false },
    });
    await waitFor(() => expect(store.getState().consent.geolocation).toBe(false));
    vi.unstubAllGlobals();

    stubApi({ '/api/consentimentos': log({ ...LOCATION_YES, granted: false }) });
    const unsent = renderWithStore(<ConsentsSection />, { consent: { geolocation: true, geolocationUnlogged: true } });
    expect(await screen.findAllByText('Retirado em 20/11/2026, às 09:00')).not.toHaveLength(0);
    expect(unsent.store.getState().consent.geolocation).toBe(true);
  });
});
