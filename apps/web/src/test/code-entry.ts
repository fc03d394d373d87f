import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Types `code` into the six-digit code entry, from its first box, and presses 'Confirmar'. */
export async function typeCode(code: string): Promise<void> {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Dígito 1 de 6'));
  await user.keyboard(code);
  await user.click(screen.getByRole('button', { name: 'Confirmar' }));
}
