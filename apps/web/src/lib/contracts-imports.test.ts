import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB_SRC = path.resolve(import.meta.dirname, '..');
const CONTRACTS_SRC = path.resolve(import.meta.dirname, '../../../../packages/contracts/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // src/test holds test support, never bundled.
    if (entry.isDirectory()) return full === path.join(WEB_SRC, 'test') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The names a file imports as values (not `type`) from the contracts package. */
function valueImports(code: string): string[] {
  return [...code.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'@game-assist\/contracts'/g)]
    .filter((match) => !match[1])
    .flatMap((match) => match[2]!.split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!);
}

const contracts = readdirSync(CONTRACTS_SRC)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, code: readFileSync(path.join(CONTRACTS_SRC, file), 'utf8') }));

/** Whether a contracts module loads zod, itself or through the modules it imports. */
function loadsZod(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const code = contracts.find((module) => module.file === file)?.code ?? '';
  if (/from 'zod'/.test(code)) return true;
  return [...code.matchAll(/^import (?!type)[^;]*from '\.\/([\w-]+)\.js'/gm)].some((match) =>
    loadsZod(`${match[1]}.ts`, seen),
  );
}

describe('what the web app takes from the contracts package', () => {
  it('takes its values only from modules without zod, so no screen chunk carries the schema library', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(WEB_SRC)) {
      for (const name of valueImports(readFileSync(file, 'utf8'))) {
        const home = contracts.find(({ code }) =>
          new RegExp(`^export (const|function|class|async function) ${name}\\b`, 'm').test(code),
        );
        if (!home) offenders.push(`${path.relative(WEB_SRC, file)}: ${name} (not found in the contracts)`);
        else if (loadsZod(home.file)) offenders.push(`${path.relative(WEB_SRC, file)}: ${name} from ${home.file}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('would notice a value taken from a schema module', () => {
    expect(loadsZod('service-requests.ts')).toBe(true);
    expect(loadsZod('service-request-rules.ts')).toBe(false);
    expect(valueImports("import { apiPaths, type Coverage } from '@game-assist/contracts';")).toEqual(['apiPaths']);
  });
});
