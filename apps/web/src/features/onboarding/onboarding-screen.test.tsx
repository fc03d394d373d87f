import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderRoutes } from '#web/test/render.tsx';
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

const carousel = () => screen.getByRole('region', { name: 'Conheça os benefícios' });
const track = () => carousel().querySelector<HTMLElement>('[data-swipe-track]')!;

/** A pointer pressed at x, moved through `moves` (one every `stepMs`), released at the last one. */
function drag(element: HTMLElement, from: number, moves: number[], stepMs = 16) {
  const base = { pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0, clientY: 50 };
  fireEvent.pointerDown(element, { ...base, clientX: from });
  for (const x of moves) {
    advance(stepMs);
    fireEvent.pointerMove(element, { ...base, clientX: x });
  }
  fireEvent.pointerUp(element, { ...base, clientX: moves.at(-1) ?? from });
}

describe('onboarding carousel gestures', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fakeReducedMotion(false);
    // jsdom lays nothing out: one slide is 300 px wide.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is focusable, named, a "carrossel", with slides labelled "n de N" and only the current one exposed', () => {
    renderOnboarding();
    expect(carousel()).toHaveAttribute('tabindex', '0');
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carrossel');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 de 3', '2 de 3', '3 de 3']);
    expect(screen.getByRole('group', { name: '1 de 3' })).toHaveTextContent('Saúde na palma da mão');
    expect(screen.queryByRole('group', { name: '2 de 3' })).toBeNull();
  });

  it('a move of 4 px is a tap: no slide change, and the tapped dot still answers', () => {
    renderOnboarding();
    const third = screen.getByRole('button', { name: 'Slide 3 de 3' });
    drag(third, 100, [102, 96]);
    expect(current()).toHaveAccessibleName('Slide 1 de 3');
    fireEvent.click(third);
    expect(current()).toHaveAccessibleName('Slide 3 de 3');
  });

  it('a 100 px swipe changes slide, either way, and its click reaches nothing', () => {
    renderOnboarding();
    const slide = screen.getByRole('group', { name: '1 de 3' });
    drag(slide, 200, [170, 140, 100]);
    expect(current()).toHaveAccessibleName('Slide 2 de 3');
    drag(screen.getByRole('group', { name: '2 de 3' }), 100, [130, 160, 200]);
    expect(current()).toHaveAccessibleName('Slide 1 de 3');

    // The click a mouse drag ends with does not select the dot it ended on.
    const third = screen.getByRole('button', { name: 'Slide 3 de 3' });
    drag(third, 200, [150, 100]);
    fireEvent.click(third);
    expect(current()).toHaveAccessibleName('Slide 2 de 3');
  });

  it('follows the drag, and a short slow drag springs back', () => {
    renderOnboarding();
    const slide = screen.getByRole('group', { name: '1 de 3' });
    const base = { pointerId: 1, pointerType: 'touch', isPrimary: true, clientY: 50 };
    fireEvent.pointerDown(slide, { ...base, clientX: 200 });
    advance(200);
    fireEvent.pointerMove(slide, { ...base, clientX: 160 });
    // The track follows the finger, with no transition to lag behind it.
    expect(track().style.transform).toBe('translate3d(calc(0% + -40 * var(--hairline)), 0, 0)');
    expect(track().style.transition).toBe('none');
    expect(carousel()).toHaveAttribute('data-swipe', 'dragging');
    advance(300);
    fireEvent.pointerUp(slide, { ...base, clientX: 160 });
    expect(current()).toHaveAccessibleName('Slide 1 de 3');
    expect(track().style.transform).toBe('translate3d(calc(0% + 0 * var(--hairline)), 0, 0)');
    expect(track().style.transition).toContain('transform');
    expect(carousel()).toHaveAttribute('data-swipe', '');
  });

  it('a fast flick changes slide even when short', () => {
    renderOnboarding();
    drag(screen.getByRole('group', { name: '1 de 3' }), 200, [185, 170, 160], 10);
    expect(current()).toHaveAccessibleName('Slide 2 de 3');
  });

  it('a vertical move is the page scrolling, not a drag', () => {
    renderOnboarding();
    const slide = screen.getByRole('group', { name: '1 de 3' });
    const base = { pointerId: 1, pointerType: 'touch', isPrimary: true };
    fireEvent.pointerDown(slide, { ...base, clientX: 200, clientY: 50 });
    fireEvent.pointerMove(slide, { ...base, clientX: 190, clientY: 120 });
    fireEvent.pointerMove(slide, { ...base, clientX: 80, clientY: 130 });
    fireEvent.pointerUp(slide, { ...base, clientX: 80, clientY: 130 });
    expect(current()).toHaveAccessibleName('Slide 1 de 3');
  });

  it('ArrowRight / ArrowLeft change slide when it has focus, and stop at the ends', () => {
    renderOnboarding();
    carousel().focus();
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' });
    expect(current()).toHaveAccessibleName('Slide 1 de 3');
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    expect(current()).toHaveAccessibleName('Slide 2 de 3');
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    expect(current()).toHaveAccessibleName('Slide 3 de 3');
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' });
    expect(current()).toHaveAccessibleName('Slide 2 de 3');
  });

  it('does not advance while a pointer is down on it or over it, and resumes after', () => {
    renderOnboarding();
    const slide = screen.getByRole('group', { name: '1 de 3' });
    fireEvent.pointerDown(slide, { pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: 10, clientY: 10 });
    advance(SLIDE_INTERVAL_MS * 3);
    expect(current()).toHaveAccessibleName('Slide 1 de 3');
    fireEvent.pointerUp(slide, { pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: 10, clientY: 10 });
    advance(SLIDE_INTERVAL_MS);
    expect(current()).toHaveAccessibleName('Slide 2 de 3');

    fireEvent.pointerEnter(carousel(), { pointerType: 'mouse' });
    advance(SLIDE_INTERVAL_MS * 3);
    expect(current()).toHaveAccessibleName('Slide 2 de 3');
    fireEvent.pointerLeave(carousel(), { pointerType: 'mouse' });
    advance(SLIDE_INTERVAL_MS);
    expect(current()).toHaveAccessibleName('Slide 3 de 3');
  });

  it('does not advance at all with reduced motion, but still swipes', () => {
    vi.unstubAllGlobals();
    fakeReducedMotion(true);
    renderOnboarding();
    advance(SLIDE_INTERVAL_MS * 5);
    expect(current()).toHaveAccessibleName('Slide 1 de 3');
    drag(screen.getByRole('group', { name: '1 de 3' }), 200, [150, 100]);
    expect(current()).toHaveAccessibleName('Slide 2 de 3');
    advance(SLIDE_INTERVAL_MS * 5);
    expect(current()).toHaveAccessibleName('Slide 2 de 3');
  });
});

describe('onboarding prerender', () => {
  it('has no style attribute for the page policy to refuse, and shows the first slide', () => {
    const html = renderToString(
      <MemoryRouter>
        <OnboardingScreen />
      </MemoryRouter>,
    );
    expect(html).not.toContain(' style=');
    expect(html).toContain('data-swipe-track');
    expect(html).toMatch(/aria-label="1 de 3"[^>]*>/);
    expect(html).toMatch(/aria-label="2 de 3" aria-hidden="true" inert=""/);
  });
});

describe('onboarding start', () => {
  it('Começar is a plain link to /SignIn, so it works before the app has started', () => {
    renderOnboarding();
    expect(screen.getByRole('link', { name: 'Começar' })).toHaveAttribute('href', webPaths.signIn);
  });
});
