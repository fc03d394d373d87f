import { defineConfig } from '@playwright/test';

/** System Chromium only: nothing is downloaded. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Measured on tests/visual.spec.ts's screens: --font-render-hinting none or full changed 0 px; text
    // placed without subpixel positioning 0.1–2 %; a card border and a status chip on /MinhasCobrancas 1.7 %.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' },
  },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // Recording a trace for every test costs about a fifth of the suite's CPU, which is its wall
    // time on CI's two busy cores (decision 021). CI's traces are never read unless a test fails,
    // so there only the retry of a failed test records one; a local run keeps a failure's trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
});
