import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './bottom-sheet.module.css';

interface BottomSheetProps {
  open: boolean;
  onClose(): void;
  /** The accessible name of the dialog. */
  label: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), summary, iframe, [tabindex]:not([tabindex="-1"])';

/** What Tab can reach inside `root`, in order (not what a closed <details> or `hidden` hides). */
function tabStops(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

/**
 * The native modal keeps the page behind inert, but Tab past its last control leaves for the
 * browser's own interface. Wrap instead: after the last comes the first, before the first the last.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const stops = tabStops(event.currentTarget);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal bottom sheet on the native <dialog>: the page behind is inert and Tab cycles inside
 * it, Escape and a tap on the backdrop close it, and focus returns to what opened it.
 */
export function BottomSheet({ open, onClose, label, children }: BottomSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
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

  return (
    <dialog
      ref={dialog}
      className={styles.sheet}
      aria-label={label}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
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
