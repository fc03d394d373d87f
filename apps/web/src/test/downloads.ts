import { vi } from 'vitest';

/** Catches what a screen saves as a file: each blob made, and each link clicked (its href and file name). */
export function captureDownloads(blobUrl: string) {
  const saved: Blob[] = [];
  const clicked: { href: string; download: string }[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (saved.push(blob), blobUrl),
      revokeObjectURL: () => {},
    }),
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  return { saved, clicked, restore: () => click.mockRestore() };
}
