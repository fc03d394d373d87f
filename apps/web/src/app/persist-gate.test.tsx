import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore } from './store';
import { PersistGate, whenRestored } from './persist-gate';

describe('PersistGate', () => {
  it('shows nothing until the persisted state is restored, then its children', async () => {
    const { persistor } = createStore();
    // Restoring reads storage asynchronously: on this first render it has not finished.
    expect(persistor.getState().bootstrapped).toBe(false);
    const view = render(
      <PersistGate persistor={persistor}>
        <p>conteúdo</p>
      </PersistGate>,
    );
    expect(view.container).toBeEmptyDOMElement();
    await act(() => whenRestored(persistor));
    expect(screen.getByText('conteúdo')).toBeInTheDocument();
  });

  it('shows its children on the very first render once restored (so hydration matches)', async () => {
    const { persistor } = createStore();
    await whenRestored(persistor);
    const renders: string[] = [];
    function Probe() {
      renders.push('child');
      return <p>pronto</p>;
    }
    const view = render(
      <PersistGate persistor={persistor}>
        <Probe />
      </PersistGate>,
    );
    expect(view.container).toHaveTextContent('pronto');
    expect(renders.length).toBeGreaterThan(0);
  });
});
