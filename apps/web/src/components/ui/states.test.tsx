import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';
import { ButtonLink } from './button-link';
import { Card } from './card';
import { Countdown } from './countdown';
import { EmptyState } from './empty-state';
import { LinkRow, RowList } from './link-row';
import { SuccessState } from './success-state';
import { Timeline } from './timeline';

describe('the display components', () => {
  it('SuccessState: says what happened with the way on, and takes the focus', () => {
    render(
      <MemoryRouter>
        <SuccessState
          title="Pagamento confirmado"
          action={<ButtonLink to="/Carteirinha">Ver minha carteirinha</ButtonLink>}
        >
          Sua assinatura está ativa.
        </SuccessState>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Pagamento confirmado' })).toHaveFocus();
    expect(screen.getByText('Sua assinatura está ativa.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver minha carteirinha' })).toHaveAttribute('href', '/Carteirinha');
  });

  it('EmptyState: a title, the words and the action; an error one is an alert', () => {
    const { rerender } = render(
      <EmptyState title="Nenhuma notificação">Quando houver, elas aparecem aqui.</EmptyState>,
    );
    expect(screen.getByRole('heading', { name: 'Nenhuma notificação' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<EmptyState title="Não carregou" kind="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não carregou');
  });

  it('LinkRow: a link with its detail, a button when it acts, text when it does neither', () => {
    let tapped = 0;
    render(
      <MemoryRouter>
        <RowList label="Conta">
          <LinkRow to="/MeuPlano" title="Meu plano" detail="Black" />
          <LinkRow onClick={() => (tapped += 1)} title="Abrir" />
          <LinkRow title="Apple Pay" />
        </RowList>
      </MemoryRouter>,
    );
    expect(screen.getByRole('list', { name: 'Conta' }).children).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Meu plano Black' })).toHaveAttribute('href', '/MeuPlano');
    screen.getByRole('button', { name: 'Abrir' }).click();
    expect(tapped).toBe(1);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('Timeline: the steps in order, the latest marked', () => {
    render(
      <Timeline
        label="Andamento"
        items={[
          { key: '1', title: 'Aberto', meta: '27/11/2026, às 09:00' },
          { key: '2', title: 'Agendado', meta: '28/11/2026, às 10:00', kind: 'current', body: 'Terça às 14h' },
        ]}
      />,
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Aberto27/11/2026, às 09:00',
      'Agendado28/11/2026, às 10:00Terça às 14h',
    ]);
    expect(steps[1]).toHaveAttribute('data-kind', 'current');
  });

  it('Countdown: the seconds in words and as a progress bar', () => {
    render(<Countdown left={12} total={30} label="Tempo até o próximo token" />);
    const bar = screen.getByRole('progressbar', { name: 'Tempo até o próximo token' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(bar).toHaveAttribute('aria-valuemax', '30');
    expect(screen.getByText('Muda em 12 s.')).toBeInTheDocument();
  });

  it('Badge and Card: a tone on the chip, a titled section with its actions', () => {
    render(
      <Card id="plano" title="Black" aside={<Badge tone="success">Ativa</Badge>} actions={<button>Pagar</button>}>
        Paga até 28/11/2027
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Black' })).toHaveTextContent('Paga até 28/11/2027');
    expect(screen.getByText('Ativa')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeInTheDocument();
  });
});
