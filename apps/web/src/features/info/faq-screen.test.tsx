import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderRoutes } from '#web/test/render.tsx';
import FaqScreen from './faq-screen';
import { FAQ_ENTRIES } from './faq-data';

describe('FAQ accordion', () => {
  it('keeps at most one item open', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: webPaths.faq, element: <FaqScreen /> }], { at: webPaths.faq });
    const [first, second] = FAQ_ENTRIES;
    const firstButton = screen.getByRole('button', { name: new RegExp(first.question) });
    const secondButton = screen.getByRole('button', { name: new RegExp(second.question) });
    expect(screen.queryByText(first.answer)).not.toBeVisible();
    await user.click(firstButton);
    expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(first.answer)).toBeVisible();
    await user.click(secondButton);
    expect(firstButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(second.answer)).toBeVisible();
    expect(screen.queryByText(first.answer)).not.toBeVisible();
    await user.click(secondButton);
    expect(screen.queryByText(second.answer)).not.toBeVisible();
  });
});

describe('FAQ entries', () => {
  it('are written in Portuguese (no English fallback texts such as "0 days")', () => {
    for (const entry of FAQ_ENTRIES) {
      expect(`${entry.question} ${entry.answer}`).not.toMatch(/\b(days?|None|No limit)\b/);
    }
  });
});
