import { describe, expect, it } from 'vitest';
import { COMMENT_BUDGET_PERCENT, countLines, measure } from './comment-ratio.mjs';

describe('countLines', () => {
  it('counts line comments, blocks and JSX comments, and skips blank lines', () => {
    const text = [
      '// why this exists',
      'const a = 1; // trailing note stays code',
      '',
      '/**',
      ' * A doc block.',
      ' */',
      'export function f() {',
      '  return (',
      '    <div>',
      '      {/* a JSX comment */}',
      '      {/* a JSX comment',
      '          over two lines */}',
      '    </div>',
      '  );',
      '}',
    ].join('\n');
    expect(countLines(text)).toEqual({ lines: 14, comments: 7 });
  });

  it('does not take a comment marker inside a string, template literal or regex for a comment', () => {
    const text = [
      "const glob = '/api/*';",
      'const url = "https://example.com";',
      'const script = `',
      '  // inside the template',
      '  /* still the template */',
      '`;',
      'const re = /\\/\\*/;',
      'const t = `${glob}/*`;',
      '// a real comment',
    ].join('\n');
    expect(countLines(text)).toEqual({ lines: 9, comments: 1 });
  });
});

describe('the source', () => {
  it('stays within its comment budget (npm run comment-ratio shows where)', () => {
    const { percent, lines } = measure();
    expect(lines).toBeGreaterThan(10_000);
    expect(percent).toBeLessThanOrEqual(COMMENT_BUDGET_PERCENT);
  });
});
