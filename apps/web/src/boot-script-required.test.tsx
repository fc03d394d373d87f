import { useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Field } from '#web/components/ui/field.tsx';
import { runBootScript } from '#web/test/boot-script.ts';

/**
 * The boot script and a prerendered form with a required field (the sign-in e-mail): sent
 * empty before the app has started, it says the field's message at once, where the app says it.
 */
const MESSAGE = 'Preencha o campo de e-mail!';

function SignInLike({ sent }: { sent: string[] }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    tries.push(email);
    if (!email.trim()) return setError(MESSAGE);
    setError('');
    sent.push(email);
  };
  return (
    <form method="post" onSubmit={submit} noValidate>
      <Field label="E-mail" name="email" value={email} onChange={setEmail} error={error} requiredMessage={MESSAGE} />
      <button type="submit">Entrar</button>
    </form>
  );
}

/** Every send the app handled, and those it sent on. */
const tries: string[] = [];
const sent: string[] = [];
let stopBootScript: () => void;
let root: Root | undefined;
const containers: HTMLElement[] = [];

/** A prerendered page's #root holding the form. */
function prerendered() {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<SignInLike sent={sent} />);
  document.body.replaceChildren(container);
  containers.push(container);
  return container;
}
const parts = (container: HTMLElement) => {
  const input = container.querySelector('input')!;
  return {
    input,
    message: container.querySelector<HTMLElement>('[role="alert"]')!,
    control: input.parentElement!,
    button: container.querySelector('button')!,
  };
};
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeAll(() => {
  stopBootScript = runBootScript();
});
afterAll(() => {
  stopBootScript();
  act(() => root?.unmount());
  delete document.documentElement.dataset.appReady;
  containers.forEach((container) => container.remove());
});

describe('the boot script and a required field', () => {
  it('keeps the message place empty and hidden in the prerendered markup', () => {
    const { input, message } = parts(prerendered());
    expect(message).toHaveTextContent('');
    expect(message.id).toBe(`${input.id}-error`);
    expect(input).toHaveAttribute('data-required-message', MESSAGE);
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says the message at once for a tap that sends the form empty, and takes it back as the person types', () => {
    const { input, message, control, button } = parts(prerendered());
    button.click();
    expect(message).toHaveTextContent(MESSAGE);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', message.id);
    expect(control).toHaveAttribute('data-invalid', 'true');
    // Nothing under way: the button is not marked as a held tap.
    expect(button).not.toHaveAttribute('data-early-tap');

    typeInto(input, 'a');
    expect(message).toHaveTextContent('');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(control).not.toHaveAttribute('data-invalid');
  });

  it('hydrates over the message without a mismatch, and the app, handed the tap, says the same', async () => {
    const container = prerendered();
    const { message, button } = parts(container);
    button.click();
    expect(message).toHaveTextContent(MESSAGE);

    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <SignInLike sent={sent} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // Hydrated, not ready: the early message stays.
    expect(parts(container).message).toHaveTextContent(MESSAGE);

    act(() => {
      document.documentElement.dataset.appReady = 'true';
    });
    // The held tap reaches the app, whose own state now holds the message the page shows.
    await waitFor(() => expect(tries).toEqual(['']));
    expect(parts(container).input).toHaveAttribute('aria-invalid', 'true');
    expect(parts(container).message).toHaveTextContent(MESSAGE);
    expect(sent).toEqual([]);

    // From here the app alone: typing and sending clears the message and sends.
    act(() => typeInto(parts(container).input, 'cedo@exemplo.com.br'));
    act(() => parts(container).button.click());
    expect(sent).toEqual(['cedo@exemplo.com.br']);
    expect(parts(container).message).toHaveTextContent('');
    expect(parts(container).input).not.toHaveAttribute('aria-invalid');
  });
});
