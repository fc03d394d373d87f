import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coverageFixture } from '#web/test/fixtures.ts';

const concierge = coverageFixture({ _id: 'concierge', benefitName: 'Concierge' });

/** A fresh copy of the sheet's module: what it loaded is kept per module. */
async function freshSheet() {
  vi.resetModules();
  return (await import('./coverage-sheet')).CoverageSheet;
}

afterEach(() => {
  vi.doUnmock('./coverage-sheet-content');
});

describe('CoverageSheet', () => {
  it('says it is loading until its content has come, then shows the coverage', async () => {
    const CoverageSheet = await freshSheet();
    render(<CoverageSheet coverage={concierge} open onClose={() => undefined} />);
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('Carregando…');
    expect(await screen.findByRole('heading', { name: 'Concierge', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('status', { hidden: true })).toBeNull();
  });

  it('says so when its content cannot be loaded, and loads it on Tentar novamente', async () => {
    vi.doMock('./coverage-sheet-content', () => {
      throw new Error('offline');
    });
    const CoverageSheet = await freshSheet();
    render(<CoverageSheet coverage={concierge} open onClose={() => undefined} />);
    const failure = await screen.findByRole('alert', { hidden: true });
    expect(failure).toHaveTextContent('Não foi possível carregar os detalhes da cobertura. Verifique sua conexão.');

    vi.doUnmock('./coverage-sheet-content');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'Concierge', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { hidden: true })).toBeNull();
  });
});
