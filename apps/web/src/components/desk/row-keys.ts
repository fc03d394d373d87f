/** What a key does in a desk table (shown on screen by DeskShell from TABLE_SHORTCUTS). */
export type RowKeyAction = 'next' | 'previous' | 'close';

export const TABLE_SHORTCUTS: readonly { keys: readonly string[]; what: string }[] = [
  { keys: ['j', '↓'], what: 'próxima linha' },
  { keys: ['k', '↑'], what: 'linha anterior' },
  { keys: ['Enter'], what: 'abrir os detalhes' },
  { keys: ['Esc'], what: 'fechar os detalhes' },
];

interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

/** Keys typed into a field are the field's, and the browser's own shortcuts stay the browser's. */
export function isTyping(event: KeyLike): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return true;
  return event.target instanceof Element && event.target.closest('input, textarea, select, [contenteditable]') !== null;
}

/** j/k move between rows from a row or the open panel; the arrows only from a row; Escape closes the panel. */
export function rowKeyAction(event: KeyLike, where: { onRow: boolean; panelOpen: boolean }): RowKeyAction | null {
  if (isTyping(event)) return null;
  switch (event.key) {
    case 'j':
      return 'next';
    case 'k':
      return 'previous';
    case 'ArrowDown':
      return where.onRow ? 'next' : null;
    case 'ArrowUp':
      return where.onRow ? 'previous' : null;
    case 'Escape':
      return where.panelOpen ? 'close' : null;
    default:
      return null;
  }
}
