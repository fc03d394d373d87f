// `npm run comment-ratio`: the share of comment lines in the apps' and packages' own source (issue
// #40 asks for at most 7 %). Counts .ts/.tsx files under apps/*/src and packages/*/src; tests (unit, soak, chaos)
// and test helpers are left out, packages/test-support included. A line is a comment line when
// it holds a comment and no code; strings and template literals are skipped, so a '/*' inside one (a
// glob, the boot script) starts nothing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const WORKSPACE_DIRS = ['apps', 'packages'];

function isTestFile(relativePath) {
  const name = path.basename(relativePath);
  return /\.(test|test-support|soak|chaos)\./.test(name) || relativePath.split(path.sep).includes('test');
}

function sourceFiles(dir, srcRoot, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') sourceFiles(full, srcRoot, found);
    } else if (/\.tsx?$/.test(entry.name) && !isTestFile(path.relative(srcRoot, full))) {
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

function main() {
  let totalLines = 0;
  let totalComments = 0;
  const rows = [];
  const workspaces = WORKSPACE_DIRS.flatMap((dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'test-support')
      .map((entry) => `${dir}/${entry.name}`),
  );
  for (const workspace of workspaces) {
    const srcRoot = path.join(root, workspace, 'src');
    let files;
    try {
      files = sourceFiles(srcRoot, srcRoot);
    } catch {
      continue;
    }
    let lines = 0;
    let comments = 0;
    for (const file of files) {
      const counted = countLines(readFileSync(file, 'utf8'));
      lines += counted.lines;
      comments += counted.comments;
    }
    totalLines += lines;
    totalComments += comments;
    rows.push([workspace, files.length, lines, comments, percent(comments, lines)]);
  }
  rows.push([
    'total',
    rows.reduce((sum, row) => sum + row[1], 0),
    totalLines,
    totalComments,
    percent(totalComments, totalLines),
  ]);
  const header = ['', 'files', 'lines', 'comment lines', '%'];
  const widths = header.map((h, col) => Math.max(h.length, ...rows.map((row) => String(row[col]).length)));
  for (const row of [header, ...rows]) {
    console.log(
      row
        .map((cell, col) => (col === 0 ? String(cell).padEnd(widths[col]) : String(cell).padStart(widths[col])))
        .join('  '),
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
