/** What a toast says and how: 'success' for something done, 'info' for a fact, 'error' for what failed. */
export interface ToastMessage {
  id: number;
  text: string;
  tone: 'success' | 'info' | 'error';
}

/** How long a toast stays: long enough to read two short lines at a slow pace. */
export const TOAST_MS = 6000;

let shown: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastMessage[]) {
  shown = next;
  for (const listener of listeners) listener();
}

/** "Done" feedback after an action ('Pagamento confirmado.'): shown by the ToastHost at the foot of the page. */
export function showToast(text: string, tone: ToastMessage['tone'] = 'success'): number {
  const id = nextId++;
  // At most three at once: the oldest goes first.
  publish([...shown, { id, text, tone }].slice(-3));
  return id;
}

export function dismissToast(id: number): void {
  publish(shown.filter((toast) => toast.id !== id));
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const shownToasts = (): readonly ToastMessage[] => shown;
