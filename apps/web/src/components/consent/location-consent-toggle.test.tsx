import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '#web/test/render.tsx';
import { LocationConsentToggle } from './location-consent-toggle';

describe('LocationConsentToggle', () => {
  it('shows the answer given and changes it both ways', async () => {
    const store = createTestStore({ consent: { geolocation: true } });
    render(
      <Provider store={store}>
        <LocationConsentToggle />
      </Provider>,
    );
    const location = screen.getByRole('switch', { name: 'Localização aproximada' });
    expect(location).toHaveAttribute('aria-checked', 'true');
    expect(location).toHaveAccessibleDescription(
      'Consultar sua cidade e estado pelo seu IP, num serviço externo, ao abrir o app',
    );
    await userEvent.click(location);
    expect(store.getState().consent.geolocation).toBe(false);
    expect(location).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(location);
    expect(store.getState().consent.geolocation).toBe(true);
  });

  it('answers the first-launch notice too: changed before the notice was answered, the notice does not ask again', async () => {
    const store = createTestStore({ firstLaunch: true, consent: { geolocation: false } });
    render(
      <Provider store={store}>
        <LocationConsentToggle />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Localização aproximada' }));
    expect(store.getState().firstLaunch).toBe(false);
  });
});
