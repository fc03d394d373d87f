import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { useGoBack } from './use-go-back';

function Back() {
  const goBack = useGoBack(webPaths.profile);
  return (
    <button type="button" onClick={goBack}>
      Back
    </button>
  );
}

function setup(initialEntries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/Form', Component: Back },
      { path: '*', element: null },
    ],
    {
      initialEntries,
      initialIndex: initialEntries.length - 1,
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useGoBack', () => {
  it('goes to the previous entry when there is one', async () => {
    const router = setup(['/Previous', '/Form']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/Previous');
  });

  it('goes to the fallback when the screen was opened directly', async () => {
    const router = setup(['/Form']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe(webPaths.profile);
  });
});
