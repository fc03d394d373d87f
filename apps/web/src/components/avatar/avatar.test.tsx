import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Avatar, AVATAR_FALLBACK_DELAY_MS } from './avatar';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Maria Lima', 'ML'],
    ['joana prado da silva', 'JP'],
    ['  Ana  ', 'A'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('Avatar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('shows the initials at once without a photo', () => {
    const { container } = render(<Avatar name="Joana Prado" />);
    expect(container.textContent).toBe('JP');
  });

  it('is grey while the photo loads and shows initials after 600 ms if it has not', () => {
    const { container } = render(<Avatar name="Joana Prado" src="https://cdn.example/users/1.jpg" />);
    const avatar = container.firstElementChild!;
    expect(avatar).toHaveAttribute('data-state', 'loading');
    expect(container.textContent).toBe('');
    act(() => void vi.advanceTimersByTime(AVATAR_FALLBACK_DELAY_MS - 1));
    expect(container.textContent).toBe('');
    act(() => void vi.advanceTimersByTime(1));
    expect(avatar).toHaveAttribute('data-state', 'fallback');
    expect(container.textContent).toBe('JP');
  });

  it('replaces the initials with a photo that finishes loading after 600 ms', () => {
    const { container } = render(<Avatar name="Joana Prado" src="https://cdn.example/users/1.jpg" />);
    act(() => void vi.advanceTimersByTime(AVATAR_FALLBACK_DELAY_MS + 2000));
    expect(container.textContent).toBe('JP');
    // The photo is still being fetched behind the initials.
    fireEvent.load(container.querySelector('img')!);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'loaded');
    expect(container.textContent).toBe('');
  });

  it('keeps the initials when a late photo fails', () => {
    const { container } = render(<Avatar name="Joana Prado" src="https://cdn.example/users/1.jpg" />);
    act(() => void vi.advanceTimersByTime(AVATAR_FALLBACK_DELAY_MS));
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('JP');
  });

  it('shows the initials at once, with no image request, for a stored path without an asset storage', () => {
    vi.stubEnv('VITE_ASSETS_BASE_URL', '');
    const { container } = render(<Avatar name="Joana Prado" src="users/1.jpg" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'fallback');
    expect(container.textContent).toBe('JP');
  });

  it('asks the configured asset storage for a stored path', () => {
    vi.stubEnv('VITE_ASSETS_BASE_URL', 'https://cdn.example/storage/');
    const { container } = render(<Avatar name="Joana Prado" src="users/1.jpg" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/storage/users/1.jpg');
  });

  it('shows the photo once it loads, and initials if it fails', () => {
    const { container } = render(<Avatar name="Joana Prado" src="https://cdn.example/users/1.jpg" />);
    fireEvent.load(container.querySelector('img')!);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'loaded');
    const failing = render(<Avatar name="Rui Costa" src="https://cdn.example/x.jpg" />);
    fireEvent.error(failing.container.querySelector('img')!);
    expect(failing.container.textContent).toBe('RC');
  });
});
