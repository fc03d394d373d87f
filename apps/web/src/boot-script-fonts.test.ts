import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { runBootScript } from '#web/test/boot-script.ts';

/**
 * The boot script's web fonts (packages/contracts/src/rules/web-boot.ts): jsdom never loads the
 * preloaded files, so their faces come only from the `data-font-wait` fallback, once the app is ready.
 */
const FACES = '@font-face{font-family:"Source Sans 3";src:url(/assets/source-sans.woff2)}';
const facesAdded = () => [...document.head.querySelectorAll('style')].some((style) => style.textContent === FACES);

let stopBootScript: () => void;
beforeAll(() => {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  stopBootScript = runBootScript({ fonts: FACES, fontFiles: '/assets/source-sans.woff2', fontWait: '200' });
});
afterAll(() => {
  stopBootScript();
  delete document.documentElement.dataset.appReady;
});

describe('the boot script, when the font files never come', () => {
  it('adds the faces after data-font-wait, and only once the app is ready', async () => {
    await waitFor(() => expect(document.head.querySelector('link[rel="preload"][href$=".woff2"]')).not.toBeNull());
    // Past the wait, but the app has not started: the page keeps its fallback font. Not vacuous on a
    // slow machine: the script set its 200 ms timer before adding the preload link, and timers fire
    // in deadline order, so by this 400 ms one the fallback has run and found the app not ready.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(facesAdded()).toBe(false);
    document.documentElement.dataset.appReady = 'true';
    await waitFor(() => expect(facesAdded()).toBe(true));
  });
});
