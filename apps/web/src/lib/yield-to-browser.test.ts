import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './yield-to-browser';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs the work in an idle period, at the latest after the timeout, unless cancelled first', () => {
    const idle: { run: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) => {
      idle.push({ run, timeout: options?.timeout });
      return idle.length;
    });
    const cancelled: number[] = [];
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const work = vi.fn();

    whenIdle(work, 500);
    expect(work).not.toHaveBeenCalled();
    expect(idle[0]?.timeout).toBe(500);
    idle[0]?.run();
    expect(work).toHaveBeenCalledTimes(1);

    whenIdle(work)();
    expect(cancelled).toEqual([2]);
  });

  it('waits 200 ms where the browser has no requestIdleCallback (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(199);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);

    const cancel = whenIdle(work);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
