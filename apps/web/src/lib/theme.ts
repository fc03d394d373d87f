import { useSyncExternalStore } from 'react';
import { THEME_ATTRIBUTE, THEME_KEY } from '@game-assist/contracts/rules';

/** 'system' follows the device (prefers-color-scheme); the others are the person's choice in Perfil. */
export type ThemeChoice = 'system' | 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function darkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : null;
}

export function themeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function shownTheme(): 'light' | 'dark' {
  const choice = themeChoice();
  if (choice !== 'system') return choice;
  return darkQuery()?.matches ? 'dark' : 'light';
}

/** Kept in localStorage and the theme shown put on `<html>` at once; the pages' inline scripts do it before each first paint. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Storage refused (private mode): the choice still holds for this page.
  }
  document.documentElement.setAttribute(THEME_ATTRIBUTE, choice === 'system' ? shownTheme() : choice);
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => {
    listeners.delete(onChange);
    query?.removeEventListener('change', onChange);
  };
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, themeChoice, () => 'system');
}

/** The theme shown, kept current (the device's setting may change while the app is open). */
export function useShownTheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, shownTheme, () => 'light');
}
