import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { runBootScript } from '#web/test/boot-script.ts';

/**
 * The prerendered pages' boot script (packages/contracts/src/rules/web-boot.ts) with the app's own
 * React: what is typed and tapped before the app has started reaches the app once it has.
 */

/** A form like the sign-up screen's, plus a toggle, recording what each submit saw. */
function EarlyForm({ log }: { log: string[] }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [shown, setShown] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    log.push(`${name} ${email} ${shown ? 'shown' : 'hidden'}`);
  };
  return (
    <form method="post" onSubmit={submit}>
      <input aria-label="Nome" value={name} onChange={(event) => setName(event.target.value)} />
      <input aria-label="E-mail" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="button" onClick={() => setShown((value) => !value)}>
        Mostrar
      </button>
      <button type="submit">Entrar</button>
    </form>
  );
}

const log: string[] = [];
let container: HTMLElement;
let root: Root | undefined;
let stopBootScript: () => void;
const field = (label: string) => container.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
/** Types as a browser does: the value, then an input event. */
function type(label: string, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field(label), text);
  field(label).dispatchEvent(new Event('input', { bubbles: true }));
}
const button = (name: string) =>
  Array.from(container.querySelectorAll('button')).find((element) => element.textContent === name)!;

beforeAll(() => {
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<EarlyForm log={log} />);
  document.body.append(container);
  stopBootScript = runBootScript();
});
afterAll(() => {
  stopBootScript();
  act(() => root?.unmount());
  delete document.documentElement.dataset.appReady;
  container.remove();
});

describe('the boot script, before and after the app starts', () => {
  it('holds taps back, shown as under way; once the app is ready it types back the text, then taps each button once, in order', async () => {
    type('E-mail', 'cedo@exemplo.com.br');
    button('Mostrar').click();
    button('Entrar').click();
    expect(button('Entrar')).toHaveAttribute('data-early-tap', '');

    act(() => {
      root = hydrateRoot(container, <EarlyForm log={log} />);
    });
    // Hydrated, but not ready yet: still held, the second tap on Entrar too.
    button('Entrar').click();
    expect(log).toEqual([]);
    // Typed now, React hears it and renders the form again, which empties the e-mail it never heard.
    act(() => type('Nome', 'Bia'));
    expect(field('E-mail')).toHaveValue('');

    act(() => {
      document.documentElement.dataset.appReady = 'true';
    });
    await waitFor(() => expect(log).toEqual(['Bia cedo@exemplo.com.br shown']));
    expect(container.querySelector('[data-early-tap]')).toBeNull();
    expect(field('E-mail')).toHaveValue('cedo@exemplo.com.br');

    // From now on taps reach the app directly.
    act(() => button('Entrar').click());
    expect(log).toEqual(['Bia cedo@exemplo.com.br shown', 'Bia cedo@exemplo.com.br shown']);
  });
});
