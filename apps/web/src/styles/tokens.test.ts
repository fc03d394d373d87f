import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_DARK, THEME_LIGHT, THEME_NIGHT } from './theme-colors';

/**
 * Holds the design system in place: colours, pixel sizes and font weights live in tokens.css only
 * (style sheets, components and index.html are scanned), every variable a style sheet reads
 * exists, and the text colours keep WCAG AA contrast (4.5:1) on the backgrounds they are used on.
 */

const SRC = join(import.meta.dirname, '..');
const WEB = join(SRC, '..');
const TOKENS_FILE = join(SRC, 'styles', 'tokens.css');
const INDEX_HTML = join(WEB, 'index.html');

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

/** Comments blanked out (line numbers kept): C-style block comments and HTML comments. */
const blankComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '));

/** `@font-face` blocks blanked out: their descriptors cannot read custom properties. */
const blankFontFaces = (text: string) =>
  text.replace(/@font-face\s*\{[^}]*\}/g, (block) => block.replace(/[^\n]/g, ' '));

/** Every `pattern` match outside comments, as "file:line: text". */
function offences(files: string[], pattern: RegExp, prepare: (text: string) => string = (text) => text): string[] {
  return files.flatMap((file) =>
    prepare(blankComments(readFileSync(file, 'utf8')))
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) && !line.trim().startsWith('//')
          ? [`${relative(WEB, file)}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
}

/** The CSS named colours (CSS Color 4), but not `transparent` and `currentColor`, which are no palette. */
const NAMED_COLOURS = `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet
  brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan
  darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred
  darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue
  dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray
  green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen
  lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink
  lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen
  linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue
  mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy
  oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip
  peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown
  seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal
  thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen`
  .split(/\s+/)
  .filter(Boolean)
  .join('|');

/** Colour functions: every one of them writes a colour literal. */
const COLOUR_FUNCTION = String.raw`(?<![\w-])(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark)\(`;
const HEX = String.raw`#[0-9a-f]{3,8}\b`;
const PIXELS = String.raw`(?<![\w-])\d*\.?\d+px\b`;

/**
 * Properties React writes with a `px` unit when given a bare number (`style={{ height: 12 }}`):
 * the lengths. A 0 needs no unit and is allowed.
 */
const LENGTH_PROPERTIES = [
  'width',
  'height',
  'minWidth',
  'maxWidth',
  'minHeight',
  'maxHeight',
  'inlineSize',
  'blockSize',
  'top',
  'right',
  'bottom',
  'left',
  'inset\\w*',
  'margin\\w*',
  'padding\\w*',
  'gap',
  'rowGap',
  'columnGap',
  'fontSize',
  'letterSpacing',
  'wordSpacing',
  'textIndent',
  'flexBasis',
  'border\\w*(Width|Radius)',
  'borderSpacing',
  'outlineWidth',
  'outlineOffset',
  'strokeWidth',
].join('|');

const tokensText = blankComments(readFileSync(TOKENS_FILE, 'utf8'));

/** The declarations of one rule's block in tokens.css, found by the text that opens it. */
function declarations(opening: string): Map<string, string> {
  const start = tokensText.indexOf(opening);
  if (start === -1) throw new Error(`tokens.css has no ${opening}`);
  const body = tokensText.slice(start + opening.length, tokensText.indexOf('}', start));
  return new Map(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()] as const),
  );
}

/** The light theme (and every size) is `:root`; the dark theme, `html[data-theme='dark']`, redefines roles. */
const tokens = declarations(':root {');
const dark = declarations("[data-theme='dark'] {");

function colour(name: string, theme: Map<string, string> = tokens): string {
  const value = theme.get(name) ?? tokens.get(name);
  if (!value) throw new Error(`${name} is not a token`);
  const alias = /^var\((--[\w-]+)\)$/.exec(value);
  return alias?.[1] ? colour(alias[1], theme) : value;
}

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const channel = (at: number) => {
      const value = parseInt(hex.slice(at, at + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  };
  const [a, b] = [luminance(foreground), luminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Colour literals in a style sheet (or an HTML style attribute). */
const CSS_COLOUR = new RegExp(
  `${HEX}|${COLOUR_FUNCTION}|(?:^|[\\s{;"'])[-\\w]+\\s*:[^;{}]*(?<![\\w-])(${NAMED_COLOURS})(?![\\w-])`,
  'i',
);
/** A font weight written as a number or keyword instead of `--font-regular` / `--font-semibold`. */
const CSS_FONT_WEIGHT = /(?<![\w-])font-weight\s*:(?!\s*(?:var\(|(?:inherit|unset|initial)\b))/i;
const CSS_PIXELS = new RegExp(PIXELS);

/**
 * Colour literals in TypeScript: hex and colour functions in any string, and named colours in a
 * string given to a colour property or attribute (`color: 'white'`, `fill="black"`). Other strings
 * may hold such words (the card design 'coral').
 */
const COLOUR_PROPERTY = String.raw`(?<![\w-])(color|fill|stroke|stopColor|floodColor|lightingColor|caretColor|accentColor|background\w*|border\w*|outline\w*|textDecoration\w*|boxShadow|textShadow)`;
const SCRIPT_COLOUR = new RegExp(
  `['"\`][^'"\`\\n]*(${HEX}|${COLOUR_FUNCTION})|${COLOUR_PROPERTY}\\s*[:=]\\s*\\{?\\s*['"\`][^'"\`\\n]*(?<![\\w-])(${NAMED_COLOURS})(?![\\w-])`,
  'i',
);
/** Pixel sizes in TypeScript: `'12px'`, `${n}px`, `n + 'px'`, and bare numbers React turns into pixels. */
const SCRIPT_SIZE = new RegExp(
  [
    String.raw`['"\`][^'"\`\n]*\d+px\b`,
    String.raw`\}px\b`,
    String.raw`['"\`]px['"\`]`,
    String.raw`(?<![\w.$])(${LENGTH_PROPERTIES})\s*:\s*-?(0*[1-9]|0*\.\d*[1-9])[\d.]*(?![\w%.])`,
  ].join('|'),
);

const styleSheets = filesUnder(SRC, (name) => name.endsWith('.css')).filter((file) => file !== TOKENS_FILE);
const scripts = filesUnder(SRC, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)).filter(
  (file) => !file.endsWith(join('styles', 'theme-colors.ts')),
);

describe('design tokens', () => {
  it('are the only place style sheets get colours from', () => {
    expect(offences(styleSheets, CSS_COLOUR)).toEqual([]);
  });

  it('are the only place style sheets get pixel sizes and font weights from', () => {
    expect(offences(styleSheets, CSS_PIXELS)).toEqual([]);
    expect(offences(styleSheets, CSS_FONT_WEIGHT, blankFontFaces)).toEqual([]);
  });

  it('are the only place components get colours and pixel sizes from', () => {
    // SVG icons keep their drawing's own width/height attributes (numbers, not CSS).
    expect(offences(scripts, SCRIPT_COLOUR)).toEqual([]);
    expect(offences(scripts, SCRIPT_SIZE)).toEqual([]);
  });

  it('leave index.html no colour but the theme colours, and no pixel size', () => {
    const html = readFileSync(INDEX_HTML, 'utf8');
    const themeColours = new Set([THEME_DARK, THEME_LIGHT].map((value) => value.toLowerCase()));
    const stray = [...blankComments(html).matchAll(new RegExp(HEX, 'gi'))]
      .map((match) => match[0].toLowerCase())
      .filter((value) => !themeColours.has(value));
    expect(stray).toEqual([]);
    const withoutHex = (text: string) => text.replace(new RegExp(HEX, 'gi'), (hex) => ' '.repeat(hex.length));
    expect(offences([INDEX_HTML], CSS_COLOUR, withoutHex)).toEqual([]);
    expect(offences([INDEX_HTML], CSS_PIXELS)).toEqual([]);
    // Before the router sets it, the browser chrome shows the light theme colour of every
    // path but the onboarding ones (app/use-route-change-effects.ts).
    const meta = /<meta\s+name="theme-color"\s+content="([^"]*)"/.exec(html);
    expect(meta?.[1]).toBe(THEME_LIGHT);
  });

  // The checks above pass on nothing if their patterns go blind: each must catch its offences.
  it.each([
    ['a hex colour', CSS_COLOUR, '  color: #fff;'],
    ['rgb()', CSS_COLOUR, '  background: rgb(0 0 0 / 0.5);'],
    ['rgba()', CSS_COLOUR, '  background: rgba(0, 0, 0, 0.5);'],
    ['hsl()', CSS_COLOUR, '  color: hsl(210 50% 40%);'],
    ['oklch()', CSS_COLOUR, '  color: oklch(60% 0.1 250);'],
    ['color-mix()', CSS_COLOUR, '  color: color-mix(in srgb, var(--color-white), var(--color-text));'],
    ['a named colour', CSS_COLOUR, '  color: white;'],
    ['a named colour in a shorthand', CSS_COLOUR, '  border: var(--border-width) solid Red;'],
    ['a named colour in a style attribute', CSS_COLOUR, '<div style="color:navy">'],
    ['a pixel size', CSS_PIXELS, '  margin: 0 12px;'],
    ['a numeric font weight', CSS_FONT_WEIGHT, '  font-weight: 600;'],
    ['a keyword font weight', CSS_FONT_WEIGHT, '  font-weight: bold;'],
    ['a hex string', SCRIPT_COLOUR, "const ink = '#0b1d51';"],
    ['an rgb() string', SCRIPT_COLOUR, "style={{ color: 'rgb(0 0 0)' }}"],
    ['an hsl() template', SCRIPT_COLOUR, 'const ink = `hsl(${hue} 50% 40%)`;'],
    ['an oklch() string', SCRIPT_COLOUR, "const ink = 'oklch(60% 0.1 250)';"],
    ['a color-mix() string', SCRIPT_COLOUR, "const ink = 'color-mix(in srgb, red, blue)';"],
    ['a named colour string', SCRIPT_COLOUR, "style={{ background: 'white' }}"],
    ['a named colour attribute', SCRIPT_COLOUR, '<path fill="black" />'],
    ['a named colour in a shorthand string', SCRIPT_COLOUR, "style={{ border: '1px solid red' }}"],
    ['a pixel string', SCRIPT_SIZE, "style={{ height: '12px' }}"],
    ['a pixel template', SCRIPT_SIZE, 'style={{ width: `${size}px` }}'],
    ['a pixel concatenation', SCRIPT_SIZE, "const width = size + 'px';"],
    ['a unitless height', SCRIPT_SIZE, 'style={{ height: 12 }}'],
    ['a unitless fractional margin', SCRIPT_SIZE, 'style={{ marginTop: 0.5 }}'],
    ['a unitless font size', SCRIPT_SIZE, 'const style = { fontSize: 14, color: x };'],
    ['a unitless border radius', SCRIPT_SIZE, 'style={{ borderTopLeftRadius: 8 }}'],
  ])('catch %s', (_kind, pattern, line) => {
    expect(pattern.test(line)).toBe(true);
  });

  it.each([
    ['a token', CSS_COLOUR, '  color: var(--color-white);'],
    ['currentColor and transparent', CSS_COLOUR, '  fill: currentColor; background: transparent;'],
    ['a class named like a colour', CSS_COLOUR, '.white {'],
    ['a token font weight', CSS_FONT_WEIGHT, '  font-weight: var(--font-semibold);'],
    ['a token size', CSS_PIXELS, '  margin: 0 var(--space-3);'],
    ['a percentage height', SCRIPT_SIZE, 'style={{ height: `${percent}%` }}'],
    ['a zero margin', SCRIPT_SIZE, 'style={{ margin: 0 }}'],
    ['an SVG drawing size', SCRIPT_SIZE, '<svg width="20" height="20" viewBox="0 0 24 24">'],
    ['a variable holding a token', SCRIPT_SIZE, "style={{ height: 'var(--chart-height)' }}"],
    ['a word that is a colour inside a sentence', SCRIPT_COLOUR, "const text = 'Azure and gold';"],
    ['a name that is a colour', SCRIPT_COLOUR, "const design = 'coral';"],
  ])('allow %s', (_kind, pattern, line) => {
    expect(pattern.test(line)).toBe(false);
  });

  it('give style sheets roles, never the palette the roles are made of', () => {
    expect(offences(styleSheets, /var\(--palette-/)).toEqual([]);
  });

  it('keep what a person reads at 14 px or more (body 16, hints 14)', () => {
    expect(offences(styleSheets, /var\(--font-p1[02]\)/)).toEqual([]);
    expect(tokens.get('--font-body')).toBe('var(--font-p16)');
    expect(tokens.get('--font-hint')).toBe('var(--font-p14)');
  });

  it('redefine only light roles, no palette, for the dark theme', () => {
    expect([...dark.keys()].filter((name) => !tokens.has(name))).toEqual([]);
    expect([...dark.keys()].filter((name) => name.startsWith('--palette-'))).toEqual([]);
  });

  it('define every variable a style sheet reads', () => {
    const localNames = new Set(
      styleSheets.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1])),
    );
    const missing = styleSheets.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\((--[\w-]+)/g)]
        .map((m) => m[1] ?? '')
        .filter((name) => !tokens.has(name) && !localNames.has(name))
        .map((name) => `${relative(SRC, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('hold the spec’s type scale, header height and content width', () => {
    expect(
      ['--font-h1', '--font-h2', '--font-h3', '--font-h4', '--font-h5', '--font-h6'].map((t) => tokens.get(t)),
    ).toEqual(['32px', '28px', '24px', '18px', '16px', '14px']);
    expect(['--font-p10', '--font-p12', '--font-p14', '--font-p16'].map((t) => tokens.get(t))).toEqual([
      '10px',
      '12px',
      '14px',
      '16px',
    ]);
    expect(tokens.get('--header-height')).toBe('52px');
    expect(tokens.get('--layout-max-width')).toBe('650px');
  });

  it('match the literal theme colours the browser chrome and the manifest need', () => {
    expect(THEME_DARK).toBe(colour('--palette-main-dark'));
    expect(THEME_LIGHT).toBe(colour('--palette-white'));
    expect(THEME_NIGHT).toBe(colour('--color-bg', dark));
  });

  // Text colour on the backgrounds it is used on, in both themes. The spec's coral accent is not
  // in this list: on white it reaches only 2.7:1, so text uses --color-accent-text and the coral is decorative.
  const readable: Array<[string, string]> = [
    ['--color-text', '--color-bg'],
    ['--color-text', '--color-surface'],
    ['--color-text', '--color-surface-subtle'],
    ['--color-text', '--color-surface-muted'],
    ['--color-text', '--color-surface-accent'],
    ['--color-text', '--color-surface-accent-strong'],
    ['--color-text', '--color-error-surface'],
    ['--color-text', '--color-success-surface'],
    ['--color-text', '--color-warning-surface'],
    ['--color-text-muted', '--color-bg'],
    ['--color-text-muted', '--color-surface'],
    ['--color-text-muted', '--color-surface-subtle'],
    ['--color-text-muted', '--color-surface-muted'],
    ['--color-text-muted', '--color-surface-accent'],
    ['--color-heading', '--color-bg'],
    ['--color-heading', '--color-surface'],
    ['--color-heading', '--color-surface-accent'],
    ['--color-heading', '--color-surface-muted'],
    ['--color-link', '--color-bg'],
    ['--color-link', '--color-surface'],
    ['--color-link', '--color-surface-accent'],
    ['--color-link', '--color-surface-muted'],
    ['--color-accent-text', '--color-bg'],
    ['--color-accent-text', '--color-surface'],
    ['--color-error', '--color-bg'],
    ['--color-error', '--color-surface'],
    ['--color-error', '--color-error-surface'],
    ['--color-success', '--color-bg'],
    ['--color-success', '--color-surface'],
    ['--color-success', '--color-success-surface'],
    ['--color-warning', '--color-surface'],
    ['--color-warning', '--color-warning-surface'],
    ['--color-on-primary', '--color-primary'],
    ['--color-on-brand', '--color-brand'],
    ['--color-on-inverse', '--color-surface-inverse'],
    ['--color-on-accent', '--color-accent-strong'],
    ['--color-on-error', '--color-error'],
    ['--color-on-card', '--color-card-from'],
    ['--color-on-card', '--color-card-to'],
    ['--color-on-card-light', '--color-card-light-from'],
    ['--color-on-card-light', '--color-card-light-to'],
    ['--color-on-stage', '--color-stage'],
  ];
  it.each(readable)('keep %s on %s at 4.5:1 or more in the light theme', (foreground, background) => {
    expect(contrast(colour(foreground), colour(background))).toBeGreaterThanOrEqual(4.5);
  });
  it.each(readable)('keep %s on %s at 4.5:1 or more in the dark theme', (foreground, background) => {
    expect(contrast(colour(foreground, dark), colour(background, dark))).toBeGreaterThanOrEqual(4.5);
  });

  it('record that the coral accent itself is too light for text', () => {
    expect(contrast(colour('--color-accent'), colour('--color-surface'))).toBeLessThan(4.5);
  });
});
