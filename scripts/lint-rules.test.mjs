import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of docs/decisions/014 and 015 are lint rules; these cases keep each one
// firing, through the aliases and through relative paths alike.

const ROOT = path.resolve(import.meta.dirname, '..');
let eslint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The rules broken by a file at `file` (from the repository root) that imports `specifier`. */
async function brokenRules(file, specifier, { typeOnly = false } = {}) {
  const code = typeOnly
    ? `import type { Value } from '${specifier}';\nexport type Used = Value;\n`
    : `import { value } from '${specifier}';\nexport const used = value;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((message) => message.ruleId);
}

describe('import rules', { timeout: 60_000 }, () => {
  it("keeps a feature out of another feature's files, aliased or relative, its index included", async () => {
    const file = 'apps/web/src/features/info/new-file.tsx';
    for (const specifier of [
      '#web/features/auth/screens/sign-in-screen.tsx',
      '../auth/screens/sign-in-screen',
      '#web/features/auth/index.ts',
    ]) {
      expect(await brokenRules(file, specifier), specifier).toEqual(['no-restricted-imports']);
    }
    expect(await brokenRules(file, './faq-screen')).toEqual([]);
    expect(await brokenRules(file, '#web/components/ui/button.tsx')).toEqual([]);
  });

  it("keeps staff code (desk/ folders) out of a subscriber's code, and lets desk code use it", async () => {
    for (const specifier of [
      '#web/components/desk/data-table.tsx',
      '#web/lib/api/desk/operator-queue.ts',
      './desk/operator-queue',
    ]) {
      expect(await brokenRules('apps/web/src/features/service-requests/new-file.tsx', specifier), specifier).toEqual([
        'no-restricted-imports',
      ]);
    }
    expect(await brokenRules('apps/web/src/components/ui/new-file.tsx', '#web/components/desk/filter-bar.tsx')).toEqual(
      ['no-restricted-imports'],
    );
    expect(
      await brokenRules('apps/web/src/features/payments/desk/new-file.tsx', '#web/components/desk/data-table.tsx'),
    ).toEqual([]);
    expect(
      await brokenRules('apps/web/src/features/payments/desk/new-file.tsx', '#web/lib/api/desk/operator-payments.ts'),
    ).toEqual([]);
    expect(await brokenRules('apps/web/src/lib/api/desk/new-file.ts', '../pages')).toEqual([]);
    expect(
      await brokenRules('apps/web/src/features/payments/desk/new-file.tsx', '#web/features/auth/index.ts'),
    ).toEqual(['no-restricted-imports']);
  });

  it('keeps shared web code out of app/', async () => {
    expect(await brokenRules('apps/web/src/components/ui/new-file.tsx', '#web/app/store.ts')).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('reaches another folder through the alias, never ../../', async () => {
    expect(await brokenRules('apps/web/src/lib/api/new-file.ts', '../../components/ui/button')).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await brokenRules('apps/api/src/modules/auth/new-file.ts', '../../lib/clock.js')).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await brokenRules('apps/api/src/modules/auth/new-file.ts', '#api/lib/clock.js')).toEqual([]);
  });

  it('uses an API module through its index.ts only', async () => {
    const file = 'apps/api/src/modules/health/new-file.ts';
    expect(await brokenRules(file, '#api/modules/auth/service.js')).toEqual(['no-restricted-imports']);
    expect(await brokenRules(file, '#api/modules/auth/index.js')).toEqual([]);
  });

  it('keeps a repository behind its module: an index passes on no repository function, types aside', async () => {
    const index = path.join(ROOT, 'apps/api/src/modules/one-time-codes/index.ts');
    const rulesOf = async (code) =>
      (await eslint.lintText(code, { filePath: index }))[0].messages.map((message) => message.ruleId);
    expect(await rulesOf("export { deleteCodesOf } from './repository.js';\n")).toEqual(['no-restricted-syntax']);
    expect(await rulesOf("export * from './repository.js';\n")).toEqual(['no-restricted-syntax']);
    expect(await rulesOf("export type { CodePurpose } from './repository.js';\n")).toEqual([]);
    expect(await rulesOf("export { createOneTimeCodes } from './service.js';\n")).toEqual([]);
    // No module is let off: accounts, the last to pass its repository on, is held to it too.
    const [accounts] = await eslint.lintText("export { findAccountById } from './repository.js';\n", {
      filePath: path.join(ROOT, 'apps/api/src/modules/accounts/index.ts'),
    });
    expect(accounts.messages.map((message) => message.ruleId)).toEqual(['no-restricted-syntax']);
  });

  it("keeps a module's tables its own: a repository imports its own schema file, others ask its index", async () => {
    const repository = 'apps/api/src/modules/notifications/repository.ts';
    expect(await brokenRules(repository, '#api/db/schema/notifications.js')).toEqual([]);
    for (const specifier of ['#api/db/schema/accounts.js', '#api/db/schema/index.js', '../../db/schema/accounts.js']) {
      expect(await brokenRules(repository, specifier), specifier).toContain('no-restricted-imports');
    }
    expect(await brokenRules(repository, '#api/modules/accounts/index.js')).toEqual([]);
    expect(
      await brokenRules('apps/api/src/modules/notifications/service.ts', '#api/db/schema/notifications.js'),
    ).toEqual(['no-restricted-imports']);
  });

  it('keeps db/ (schema, seed) below the modules', async () => {
    expect(await brokenRules('apps/api/src/db/seed/new-file.ts', '#api/modules/membership/index.js')).toEqual([
      'no-restricted-imports',
    ]);
    expect(await brokenRules('apps/api/src/db/seed/new-file.ts', '#api/db/schema/index.js')).toEqual([]);
  });

  it('refuses an import cycle, in the API and in the web app', async () => {
    // access-tokens.ts (behind the auth module's index) imports lib/clock.ts; avatar.tsx imports lib/assets.ts.
    expect(await brokenRules('apps/api/src/lib/clock.ts', '#api/modules/auth/index.js')).toEqual(['import-x/no-cycle']);
    expect(await brokenRules('apps/web/src/lib/assets.ts', '#web/components/avatar/avatar.tsx')).toEqual([
      'import-x/no-cycle',
    ]);
  });

  it('takes the contracts through their entry points in the web app: values from /rules, only types from /schemas', async () => {
    const file = 'apps/web/src/lib/new-file.ts';
    for (const specifier of ['@game-assist/contracts', '@game-assist/contracts/schemas', 'zod']) {
      expect(await brokenRules(file, specifier), specifier).toEqual(['@typescript-eslint/no-restricted-imports']);
    }
    expect(await brokenRules(file, '@game-assist/contracts/rules')).toEqual([]);
    expect(await brokenRules(file, '@game-assist/contracts/schemas', { typeOnly: true })).toEqual([]);
  });

  it("keeps zod out of the contracts' rules entry point", async () => {
    const file = 'packages/contracts/src/rules/new-file.ts';
    for (const specifier of ['zod', 'zod/mini', '../schemas/auth.js']) {
      expect(await brokenRules(file, specifier), specifier).toEqual(['@typescript-eslint/no-restricted-imports']);
    }
    expect(await brokenRules(file, '../schemas/auth.js', { typeOnly: true })).toEqual([]);
    expect(await brokenRules(file, './input.js')).toEqual([]);
  });
});
