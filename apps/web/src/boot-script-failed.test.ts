import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { APP_FAILED_ID, APP_FAILED_MESSAGE, REQUIRED_MESSAGE_ATTRIBUTE } from '@game-assist/contracts/rules';
import { bootPrerendered, stopBootScripts } from '#web/test/boot-script.ts';

/** The boot script when the app cannot start: nothing stays held as if under way, and the page says so. */
const prerenderedPage = () =>
  bootPrerendered(
    '<form method="post"><input id="email" aria-label="E-mail" ' +
      `${REQUIRED_MESSAGE_ATTRIBUTE}="Preencha o campo de e-mail!"><p id="email-error"></p>` +
      '<button type="submit">Entrar</button></form><button type="button">Mostrar</button>',
  );

const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((element) => element.textContent === name)!;

/** The entry script the boot script adds once the page has painted; its load then fails. */
async function entryFails() {
  const entry = await waitFor(() => {
    const script = document.head.querySelector<HTMLScriptElement>('script[type="module"]');
    if (!script) throw new Error('no entry script yet');
    return script;
  });
  entry.dispatchEvent(new Event('error'));
}

afterEach(() => {
  stopBootScripts();
  document.head.replaceChildren();
});

describe('the boot script when the app cannot start', () => {
  it('lets held taps go and says so at the top of the page, as a link that loads the page again', async () => {
    const root = prerenderedPage();
    button('Mostrar').click();
    expect(button('Mostrar')).toHaveAttribute('data-early-tap', '');
    expect(document.getElementById(APP_FAILED_ID)).toBeNull();

    await entryFails();

    expect(button('Mostrar')).not.toHaveAttribute('data-early-tap');
    const note = document.getElementById(APP_FAILED_ID)!;
    expect(root.firstElementChild).toBe(note);
    expect(note).toHaveAttribute('role', 'alert');
    expect(note).toHaveTextContent(APP_FAILED_MESSAGE);
    expect(note).toHaveAttribute('href', window.location.href);
  });

  it('after the failure, a tap on a button takes the focus to the note; an empty required field still says what is missing', async () => {
    prerenderedPage();
    await entryFails();

    button('Mostrar').click();
    expect(document.activeElement).toBe(document.getElementById(APP_FAILED_ID));
    expect(button('Mostrar')).not.toHaveAttribute('data-early-tap');

    button('Entrar').click();
    expect(document.getElementById('email-error')).toHaveTextContent('Preencha o campo de e-mail!');
    expect(button('Entrar')).not.toHaveAttribute('data-early-tap');
    expect(document.querySelectorAll(`#${APP_FAILED_ID}`)).toHaveLength(1);
  });
});
