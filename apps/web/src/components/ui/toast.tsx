import { useEffect, useSyncExternalStore } from 'react';
import { dismissToast, shownToasts, subscribeToasts, TOAST_MS, type ToastMessage } from './toast-store';
import styles from './toast.module.css';

export { showToast, dismissToast, type ToastMessage } from './toast-store';

const none: readonly ToastMessage[] = [];

/** Where toasts show, once per page: a polite live region; each leaves after TOAST_MS or at 'Fechar'. */
export function ToastHost() {
  const toasts = useSyncExternalStore(subscribeToasts, shownToasts, () => none);
  return (
    <div className={styles.host} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: ToastMessage }) {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id]);
  return (
    <div className={styles.toast} data-tone={toast.tone}>
      <span className={styles.icon} aria-hidden="true">
        {toast.tone === 'error' ? '!' : toast.tone === 'info' ? 'i' : '✓'}
      </span>
      <p className={styles.text}>{toast.text}</p>
      <button type="button" className={styles.close} onClick={() => dismissToast(toast.id)}>
        Fechar
      </button>
    </div>
  );
}
