import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createTestStore } from '#web/test/render.tsx';

/** Renders one banking screen at `path` in a memory router; every other path renders its name. */
export function renderScreen(
  Screen: ComponentType,
  options: { path: string; state?: unknown; from?: string; store?: Parameters<typeof createTestStore>[0] },
) {
  const target = { pathname: options.path, state: options.state };
  const router = createMemoryRouter(
    [
      { path: options.path, Component: Screen },
      { path: '*', Component: () => <p>Landed elsewhere</p> },
    ],
    { initialEntries: options.from ? [options.from, target] : [target] },
  );
  const view = render(
    <Provider store={createTestStore(options.store)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, router };
}
