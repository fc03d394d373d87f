/**
 * A prerendered screen can be typed into before the app has hydrated it. Hydration keeps the
 * text on screen but React's state does not have it (the next render would wipe it), so the
 * values are noted just before hydrating and typed back in, as input events React hears,
 * once the app marks itself ready.
 */
export function keepEarlyInput(container: HTMLElement): void {
  const typed = Array.from(container.querySelectorAll('input, textarea'))
    .filter((field): field is HTMLInputElement | HTMLTextAreaElement => 'value' in field)
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
  if (typed.length === 0) return;

  const replay = () => {
    for (const { field, value } of typed) {
      if (!field.isConnected) continue;
      const prototype =
        field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      // Hydration leaves the typed text in the box but not in React's state, and React only
      // hears an input whose value differs from the one it last saw: clear it through React's
      // tracked setter, then put the text back through the prototype's and announce it.
      field.value = '';
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
  const root = document.documentElement;
  if (root.dataset.appReady) return replay();
  const observer = new MutationObserver(() => {
    if (!root.dataset.appReady) return;
    observer.disconnect();
    replay();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
}
