import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './bottom-sheet.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, iframe, [tabindex]:not([tabindex="-1"])';

/** What Tab can reach inside the sheet, in order: not what a closed <details> hides. */
function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => {
    if (element.closest('[hidden], [inert]')) return false;
    const closed = element.closest('details:not([open])');
    return !closed || (element.tagName === 'SUMMARY' && element.parentElement === closed);
  });
}

interface BottomSheetProps {
  open: boolean;
  onClose(): void;
  label: string;
  children: ReactNode;
}

/** On the native <dialog>; Tab is kept inside rather than leaving for the browser's own controls. */
export function BottomSheet({ open, onClose, label, children }: BottomSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      focusableIn(element)[0]?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const restoreFocus = () => {
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
    element.addEventListener('close', restoreFocus);
    return () => element.removeEventListener('close', restoreFocus);
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Handled here (and the browser's own cancel skipped) so the parent decides, once.
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(event.currentTarget);
    if (items.length === 0) return;
    event.preventDefault();
    const step = event.shiftKey ? -1 : 1;
    const current = items.indexOf(document.activeElement as HTMLElement);
    const start = current === -1 ? (event.shiftKey ? 0 : -1) : current;
    for (let moved = 1; moved <= items.length; moved += 1) {
      const candidate = items[(start + step * moved + items.length * 2) % items.length]!;
      candidate.focus();
      // Something not rendered (display: none) takes no focus: try the next one.
      if (document.activeElement === candidate) return;
    }
  }

  return (
    <dialog
      ref={dialog}
      className={styles.sheet}
      aria-label={label}
      onKeyDown={handleKeyDown}
      onCancel={(event) => {
        // Other close requests (a phone's back gesture): the parent closes the sheet.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.content}>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Fechar">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {open ? children : null}
      </div>
    </dialog>
  );
}

/** The Sheet of the design system: the bottom sheet above. */
export const Sheet = BottomSheet;
