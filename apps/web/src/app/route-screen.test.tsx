import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RouteScreen, type ScreenLoader } from './route-screen';

describe('RouteScreen', () => {
  it("loads the next screen's code once this screen shows, not before", async () => {
    let arrive!: () => void;
    const load: ScreenLoader = () =>
      new Promise((resolve) => (arrive = () => resolve({ default: () => <p>Código</p> })));
    const preloadNext = vi.fn(() => Promise.resolve());
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <RouteScreen load={load} preloadNext={preloadNext} />
        </Suspense>,
      );
    });
    expect(preloadNext).not.toHaveBeenCalled();
    await act(async () => arrive());
    expect(screen.getByText('Código')).toBeInTheDocument();
    expect(preloadNext).toHaveBeenCalledTimes(1);
  });
});
