import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeChoiceSource, WEB_BOOT_SCRIPT, WEB_KEPT_PAGE_SCRIPT } from '@game-assist/contracts/rules';
import { ThemeSwitch } from './theme-switch';

afterEach(() => {
  vi.unstubAllGlobals();
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
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it.each([
    ['the prerendered pages', WEB_BOOT_SCRIPT],
    ['the app shell', WEB_KEPT_PAGE_SCRIPT],
  ])("puts the choice, else the device's, on <html> before %s's first paint", (_page, script) => {
    expect(script.startsWith(`(function(){${themeChoiceSource}`)).toBe(true);
    localStorage.setItem('theme', 'light');
    new Function(themeChoiceSource)();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    localStorage.setItem('theme', 'something else');
    let changed = () => {};
    const device = { matches: true, addEventListener: (_type: string, follow: () => void) => (changed = follow) };
    vi.stubGlobal('matchMedia', () => device);
    new Function(themeChoiceSource)();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    device.matches = false;
    changed();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });
});
