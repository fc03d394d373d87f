import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardPreview } from './card-preview';

describe('CardPreview', () => {
  it('shows a real number masked and names the card by its last four digits', () => {
    render(<CardPreview brand="visa" number="4000123456787895" balance="4 863.27 USD" />);
    const card = screen.getByRole('img', { name: 'VISA card, ending 7895, balance 4 863.27 USD' });
    expect(card).toHaveTextContent('•••• •••• •••• 7895');
    expect(card).not.toHaveTextContent('4000');
  });

  it('shows the brand-length empty number without one', () => {
    render(<CardPreview brand="mastercard" />);
    expect(screen.getByRole('img', { name: 'MASTERCARD card, preview' })).toHaveTextContent('•••• •••• •••• •••• •••');
  });
});
