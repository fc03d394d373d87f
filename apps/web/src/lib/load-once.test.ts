import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('imports once, however many ask, and reads as settled for React afterwards', async () => {
    const importer = vi.fn(() => Promise.resolve('módulo'));
    const once = loadOnce(importer);
    expect(once.loaded()).toBeUndefined();
    const [first, second] = [once.load(), once.load()];
    expect(first).toBe(second);
    await expect(first).resolves.toBe('módulo');
    expect(first).toMatchObject({ status: 'fulfilled', value: 'módulo' });
    expect(once.loaded()).toBe('módulo');
    once.forgetFailure();
    expect(once.load()).toBe(first);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure until it is forgotten, then tries again', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('módulo');
    const once = loadOnce<string>(importer);
    const failed = once.load();
    await expect(failed).rejects.toThrow('offline');
    expect(failed).toMatchObject({ status: 'rejected' });
    expect(once.load()).toBe(failed);
    once.forgetFailure();
    await expect(once.load()).resolves.toBe('módulo');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
