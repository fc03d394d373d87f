import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { forbidden, stubApi } from '#web/test/stub-api.ts';

/** An operator's desk screen opened by someone else: its list answered 403, the screen says whose it is. */
export async function expectOperatorsOnly(list: string, render: () => unknown): Promise<void> {
  stubApi({ [list]: forbidden('Somente operadores.') });
  render();
  expect(await screen.findByRole('alert')).toHaveTextContent('Acesso restrito aos operadores.');
}
