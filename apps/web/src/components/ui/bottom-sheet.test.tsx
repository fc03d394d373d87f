import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet';

/** A page with a button that opens the sheet and one more control behind it. */
function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <a href="#behind">Atrás</a>
      <BottomSheet
        open={open}
        label="Detalhes"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <h2>Telemedicina</h2>
        <details>
          <summary>Prestador</summary>
          <a href="#hidden">Escondido até abrir</a>
        </details>
        <a href="#site">Site</a>
        <button type="button">Solicitar Atendimento</button>
      </BottomSheet>
    </>
  );
}

async function openSheet() {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<Page onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Abrir' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Detalhes' });
  return { user, onClose, opener, dialog };
}

describe('BottomSheet', () => {
  it('opens as a modal dialog with focus moved in, on its close button', async () => {
    const { dialog } = await openSheet();
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Telemedicina' })).toBeInTheDocument();
  });

  it('Tab and Shift+Tab cycle inside the sheet, skipping what a closed section hides', async () => {
    const { user } = await openSheet();
    const close = screen.getByRole('button', { name: 'Fechar' });
    await user.tab();
    expect(screen.getByText('Prestador')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Site' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Solicitar Atendimento' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Solicitar Atendimento' })).toHaveFocus();
    // Focus never reaches the page behind.
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(screen.getByRole('link', { name: 'Atrás', hidden: true })).not.toHaveFocus();
      expect(screen.getByRole('button', { name: 'Abrir', hidden: true })).not.toHaveFocus();
    }
  });

  it('Escape closes it and focus returns to the opener', async () => {
    const { user, onClose, opener, dialog } = await openSheet();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('a tap on the backdrop closes it, a tap on its content does not', async () => {
    const { user, onClose, opener, dialog } = await openSheet();
    await user.click(screen.getByRole('heading', { name: 'Telemedicina' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
    // The backdrop belongs to the <dialog> element itself, outside its content.
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('the close button closes it and focus returns to the opener', async () => {
    const { user, opener, dialog } = await openSheet();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });
});
