import type { ReactElement } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { lazyMiddleware } from '#web/lib/state/lazy-slices.ts';
import { rootReducer, type RootState } from '#web/lib/state/root-reducer.ts';

/** A real store (no persistence) for component tests. */
export function createTestStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(lazyMiddleware),
  });
}

/** Renders routes in a memory router over a real store; `at` may carry a query string. */
export function renderRoutes(
  routes: RouteObject[],
  options: { at: string; state?: Partial<RootState>; routerState?: unknown },
) {
  const store = createTestStore(options.state);
  const [pathname, search = ''] = options.at.split('?');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname, search: search && `?${search}`, state: options.routerState ?? null }],
  });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}

export function renderWithStore(ui: ReactElement, state?: Partial<RootState>) {
  const store = createTestStore(state);
  return { ...render(<Provider store={store}>{ui}</Provider>), store };
}
