import { useEffect, useSyncExternalStore } from 'react';
import styles from './desk-toast.module.css';

/*
 * The desk's "done" feedback until components/ui has its Toast (issue 63's design system): the
 * same shape (showToast, one host per page), so the desk switches by its imports alone.
 */

/** How long a toast stays: long enough to read two lines at a slow pace. */
const TOAST_MS = 8000;

interface Toast {
  id: number;
  text: string;
}

let shown: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  shown = next;
  for (const listener of listeners) listener();
}

/** Says an action is done ('Recebimento confirmado: …'); at most three at once, the oldest leaving first. */
export function showToast(text: string): void {
  publish([...shown, { id: nextId++, text }].slice(-3));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const none: readonly Toast[] = [];

/**
 * Where the toasts show (DeskShell mounts it): a polite live region, on the page before any
 * message so the first is announced too, each message leaving after TOAST_MS.
 */
export function DeskToastHost() {
  const toasts = useSyncExternalStore(
    subscribe,
    () => shown,
    () => none,
  );
  return (
    <div className={styles.toasts} role="status" aria-label="Avisos">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = window.setTimeout(() => publish(shown.filter(({ id }) => id !== toast.id)), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id]);
  return <p className={styles.toast}>{toast.text}</p>;
}
