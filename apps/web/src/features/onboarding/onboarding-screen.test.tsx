import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import OnboardingScreen from './onboarding-screen';
import { SLIDE_INTERVAL_MS } from './slides';

/** A matchMedia whose prefers-reduced-motion answer the test changes, as the OS setting would. */
function fakeReducedMotion(initially: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    matches: initially,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    set(matches: boolean) {
      query.matches = matches;
      act(() => listeners.forEach((listener) => listener({ matches } as MediaQueryListEvent)));
    },
  };
}

const current = () =>
  screen.getAllByRole('button', { name: /^Slide \d de 3$/ }).find((dot) => dot.getAttribute('aria-current') === 'true');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderOnboarding() {
  return renderRoutes([{ path: '/', element: <OnboardingScreen /> }], { at: '/' });
}

describe('onboarding carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances every 4000 ms until paused with its labelled button, and again once resumed', () => {
    fakeReducedMotion(false);
    renderOnboarding();
    expect(current()).toHaveAccessibleName('Slide 1 de 3');
    advance(SLIDE_INTERVAL_MS);
    expect(current()).toHaveAccessibleName('Slide 2 de 3');

    fireEvent.click(screen.getByRole('button', { name: 'Pausar carrossel' }));
    advance(SLIDE_INTERVAL_MS * 5);
    expect(current()).toHaveAccessibleName('Slide 2 de 3');

    fireEvent.click(screen.getByRole('button', { name: 'Retomar carrossel' }));
    advance(SLIDE_INTERVAL_MS);
    expect(current()).toHaveAccessibleName('Slide 3 de 3');
    expect(screen.getByRole('button', { name: 'Pausar carrossel' })).toBeInTheDocument();
  });

  it('stops when the person turns on reduced motion while the screen is open, and offers to resume', () => {
    const motion = fakeReducedMotion(false);
    renderOnboarding();
    motion.set(true);
    advance(SLIDE_INTERVAL_MS * 3);
    expect(current()).toHaveAccessibleName('Slide 1 de 3');
    expect(screen.getByRole('button', { name: 'Retomar carrossel' })).toBeInTheDocument();

    motion.set(false);
    advance(SLIDE_INTERVAL_MS);
    expect(current()).toHaveAccessibleName('Slide 2 de 3');
  });

  it('does not move with reduced motion from the start, but plays when the person asks', () => {
    fakeReducedMotion(true);
    renderOnboarding();
    advance(SLIDE_INTERVAL_MS * 3);
    expect(current()).toHaveAccessibleName('Slide 1 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Retomar carrossel' }));
    advance(SLIDE_INTERVAL_MS);
    expect(current()).toHaveAccessibleName('Slide 2 de 3');
  });

  it('holds still while focus is inside it', () => {
    fakeReducedMotion(false);
    renderOnboarding();
    fireEvent.focus(screen.getByRole('button', { name: 'Slide 3 de 3' }));
    advance(SLIDE_INTERVAL_MS * 2);
    expect(current()).toHaveAccessibleName('Slide 1 de 3');
    // Focus alone is no choice: the toggle still offers to pause.
    expect(screen.getByRole('button', { name: 'Pausar carrossel' })).toBeInTheDocument();
  });
});

describe('onboarding start', () => {
  it('Começar is a plain link to /SignIn, so it works before the app has started', () => {
    renderOnboarding();
    expect(screen.getByRole('link', { name: 'Começar' })).toHaveAttribute('href', '/SignIn');
  });
});
