/** System Chromium only (nothing is downloaded), with the flags this machine needs. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The inspector Playwright and Lighthouse attach (Runtime.enable) makes V8 capture a detailed
 * stack trace, with line numbers, for every Error constructed. React DOM constructs five at
 * module load, so V8 re-parsed the whole start-up chunk to find their source positions: a
 * 64-113 ms task at 4x CPU that a person's browser, with no inspector, never runs (traced with a
 * bare CDP session that leaves Runtime off: evaluateModule 36-49 ms either way). With positions
 * recorded as each function compiles, nothing is re-parsed; compiling costs a little more,
 * which counts against the product only (the floors run no script). See bench/history.md.
 */
const SOURCE_POSITIONS_AT_COMPILE = '--js-flags=--no-enable-lazy-source-positions';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  SOURCE_POSITIONS_AT_COMPILE,
];
