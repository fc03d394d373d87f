// `npm run comment-ratio`: the share of comment lines in every non-test .ts/.tsx file under apps/ and
// packages/ (chaos, soak, test helpers and config files included; issue #65 asks for at most 7 %).
// A line is a comment line when it holds a comment and no code; strings and template literals are
// skipped. `--check` exits 1 when the share is over COMMENT_BUDGET_PERCENT (the test suite runs it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const WORKSPACE_DIRS = ['apps', 'packages'];

export const COMMENT_BUDGET_PERCENT = 7.0;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage']);

function isTestFile(name) {
  return /\.(test|spec)\.tsx?$/.test(name) || name.endsWith('.d.ts');
}

function sourceFiles(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) sourceFiles(full, found);
    } else if (/\.tsx?$/.test(entry.name) && !isTestFile(entry.name)) {
      found.push(full);
    }
  }
  return found;
}

// A `/` starts a regular expression (not a division) after these characters or at a line's start.
const REGEX_BEFORE = new Set([
  '',
  '(',
  ',',
  '=',
  ':',
  '[',
  '!',
  '&',
  '|',
  '?',
  '{',
  '}',
  ';',
  '+',
  '-',
  '*',
  '%',
  '<',
  '>',
  '~',
  '^',
]);

/** Returns { lines, comments }: non-blank lines, and those that hold only comments. */
export function countLines(text) {
  let lines = 0;
  let comments = 0;
  // Modes: code, block (inside /* */), template (inside a template literal's text).
  let mode = 'code';
  let blockFromJsx = false;
  const templateDepth = []; // brace depth at each `${` we are inside
  let braceDepth = 0;
  let lastSignificant = '';

  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    lines += 1;
    let hasCode = mode === 'template';
    let hasComment = mode === 'block';
    let i = 0;
    while (i < line.length) {
      const c = line[i];
      const next = line[i + 1];
      if (mode === 'block') {
        const end = line.indexOf('*/', i);
        if (end === -1) break;
        i = end + 2;
        mode = 'code';
        if (blockFromJsx) {
          const rest = line.slice(i).match(/^\s*\}/);
          if (rest) i += rest[0].length;
          blockFromJsx = false;
        }
        continue;
      }
      if (mode === 'template') {
        hasCode = true;
        if (c === '\\') i += 2;
        else if (c === '`') {
          mode = 'code';
          lastSignificant = '`';
          i += 1;
        } else if (c === '$' && next === '{') {
          templateDepth.push(braceDepth);
          braceDepth += 1;
          mode = 'code';
          lastSignificant = '{';
          i += 2;
        } else i += 1;
        continue;
      }
      // code
      if (c === ' ' || c === '\t') {
        i += 1;
        continue;
      }
      if (c === '/' && next === '/') {
        hasComment = true;
        break;
      }
      if (c === '/' && next === '*') {
        hasComment = true;
        mode = 'block';
        i += 2;
        continue;
      }
      if (c === '{' && /^\{\s*\/\*/.test(line.slice(i))) {
        hasComment = true;
        blockFromJsx = true;
        mode = 'block';
        i = line.indexOf('/*', i) + 2;
        continue;
      }
      hasCode = true;
      if (c === '"' || c === "'") {
        let j = i + 1;
        while (j < line.length && line[j] !== c) j += line[j] === '\\' ? 2 : 1;
        i = j + 1;
        lastSignificant = c;
        continue;
      }
      if (c === '`') {
        mode = 'template';
        i += 1;
        continue;
      }
      if (c === '/' && REGEX_BEFORE.has(lastSignificant)) {
        let j = i + 1;
        let inClass = false;
        while (j < line.length) {
          const d = line[j];
          if (d === '/' && !inClass) break;
          if (d === '[') inClass = true;
          if (d === ']') inClass = false;
          j += d === '\\' ? 2 : 1;
        }
        i = j + 1;
        lastSignificant = '/regex';
        continue;
      }
      if (c === '{') braceDepth += 1;
      if (c === '}') {
        braceDepth -= 1;
        if (templateDepth.length > 0 && braceDepth === templateDepth[templateDepth.length - 1]) {
          templateDepth.pop();
          mode = 'template';
          i += 1;
          continue;
        }
      }
      lastSignificant = /[A-Za-z0-9_$)\]]/.test(c) ? 'word' : c;
      i += 1;
    }
    if (hasComment && !hasCode) comments += 1;
  }
  return { lines, comments };
}

function percent(part, whole) {
  return whole === 0 ? '0.0' : ((100 * part) / whole).toFixed(1);
}

/** Rows per workspace and the total, over every non-test source file of apps/ and packages/. */
export function measure() {
  const rows = [];
  let lines = 0;
  let comments = 0;
  for (const dir of WORKSPACE_DIRS) {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const row = { workspace: `${dir}/${entry.name}`, files: 0, lines: 0, comments: 0 };
      for (const file of sourceFiles(path.join(root, dir, entry.name))) {
        const counted = countLines(readFileSync(file, 'utf8'));
        row.files += 1;
        row.lines += counted.lines;
        row.comments += counted.comments;
      }
      if (row.files === 0) continue;
      rows.push(row);
      lines += row.lines;
      comments += row.comments;
    }
  }
  return { rows, lines, comments, percent: lines === 0 ? 0 : (100 * comments) / lines };
}

function main() {
  const { rows, lines, comments, percent: share } = measure();
  const table = [
    ['', 'files', 'lines', 'comment lines', '%'],
    ...rows.map((row) => [row.workspace, row.files, row.lines, row.comments, percent(row.comments, row.lines)]),
    ['total', rows.reduce((sum, row) => sum + row.files, 0), lines, comments, percent(comments, lines)],
  ];
  const widths = table[0].map((_, col) => Math.max(...table.map((row) => String(row[col]).length)));
  for (const row of table) {
    console.log(
      row
        .map((cell, col) => (col === 0 ? String(cell).padEnd(widths[col]) : String(cell).padStart(widths[col])))
        .join('  '),
    );
  }
  if (process.argv.includes('--check') && share > COMMENT_BUDGET_PERCENT) {
    console.error(
      `comment lines are ${share.toFixed(2)} % of the source, over the budget of ${COMMENT_BUDGET_PERCENT} %`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
