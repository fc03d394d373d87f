/**
 * jsdom has <dialog> but not showModal()/close(). This stand-in only opens and closes
 * (the `open` attribute and the 'close' event): focus, keys and backdrop clicks are left to
 * the components under test, so their tests check the components' own behaviour.
 */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement> & HTMLElement;
  if (typeof HTMLDialogElement.prototype.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
