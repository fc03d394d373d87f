import { describe, expect, it } from 'vitest';
import { createPasswords } from './passwords.js';

describe('password hashes', () => {
  it('hash at the production cost unless told otherwise, and verify whatever cost made them', async () => {
    const standard = createPasswords();
    const test = createPasswords('test');
    const strong = await standard.hash('Segura#2026');
    const cheap = await test.hash('Segura#2026');
    expect(strong).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    // The parameters travel with the hash: either side reads the other's.
    expect(await test.verify('Segura#2026', strong)).toBe(true);
    expect(await standard.verify('Segura#2026', cheap)).toBe(true);
    expect(await standard.verify('Segura#2027', strong)).toBe(false);
    expect(await standard.verify('Segura#2026', 'bcrypt$x')).toBe(false);
  });

  it('check unknown addresses against one dummy hash of the same cost', async () => {
    const passwords = createPasswords();
    const dummy = await passwords.dummyHash();
    expect(await passwords.dummyHash()).toBe(dummy);
    expect(dummy).toMatch(/^scrypt\$32768\$/);
  });
});
