import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { themeChoiceSource, WEB_BOOT_SCRIPT, WEB_KEPT_PAGE_SCRIPT } from '@game-assist/contracts/rules';
import { ThemeSwitch } from './theme-switch';

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('ThemeSwitch', () => {
  it('follows the device until the person chooses, then keeps the choice on <html> and in localStorage', async () => {
    render(<ThemeSwitch />);
    expect(screen.getByRole('radio', { name: 'Como o aparelho' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Escuro' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await userEvent.click(screen.getByRole('radio', { name: 'Como o aparelho' }));
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it.each([
    ['the prerendered pages', WEB_BOOT_SCRIPT],
    ['the app shell', WEB_KEPT_PAGE_SCRIPT],
  ])("puts the choice back before %s's first paint", (_page, script) => {
    expect(script.startsWith(`(function(){${themeChoiceSource}`)).toBe(true);
    localStorage.setItem('theme', 'light');
    new Function(themeChoiceSource)();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    localStorage.setItem('theme', 'something else');
    document.documentElement.removeAttribute('data-theme');
    new Function(themeChoiceSource)();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });
});
