/** jsdom lacks showModal()/close(): this only opens and closes; focus, keys and backdrop are the components'. */
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
