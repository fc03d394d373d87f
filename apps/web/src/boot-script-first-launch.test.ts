import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_LAUNCH_ATTRIBUTE, PERSISTED_STATE_KEY } from '@game-assist/contracts/rules';
import { bootPrerendered, stopBootScripts } from '#web/test/boot-script.ts';

/** The boot script's first step: what only a first launch shows leaves before the first paint. */
const prerenderedPage = () =>
  bootPrerendered(
    `<main>Bem vindo</main><div aria-hidden="true" ${FIRST_LAUNCH_ATTRIBUTE}=""></div><section ${FIRST_LAUNCH_ATTRIBUTE}="">Sua privacidade</section>`,
  );

afterEach(() => {
  stopBootScripts();
  localStorage.clear();
});

describe('the boot script and the first launch', () => {
  it('leaves the notice on a first launch (nothing persisted, or not yet answered)', () => {
    expect(prerenderedPage().textContent).toBe('Bem vindoSua privacidade');
    document.body.replaceChildren();
    localStorage.setItem(PERSISTED_STATE_KEY, JSON.stringify({ firstLaunch: 'true' }));
    expect(prerenderedPage().querySelectorAll(`[${FIRST_LAUNCH_ATTRIBUTE}]`)).toHaveLength(2);
  });

  it('removes the notice and its room once it has been answered', () => {
    localStorage.setItem(PERSISTED_STATE_KEY, JSON.stringify({ firstLaunch: 'false', tab: '"home"' }));
    const root = prerenderedPage();
    expect(root.innerHTML).toBe('<main>Bem vindo</main>');
  });

  it('shows the page as it came when the persisted state cannot be read', () => {
    localStorage.setItem(PERSISTED_STATE_KEY, '{not json');
    expect(prerenderedPage().querySelectorAll(`[${FIRST_LAUNCH_ATTRIBUTE}]`)).toHaveLength(2);
  });
});
