import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** What the QR on the screen says, read from a screenshot of it as a scanner would. */
export async function readQr(page: Page): Promise<string> {
  const shot = await page.getByRole('img', { name: /Código QR da carteirinha/ }).screenshot();
  const png = PNG.sync.read(shot);
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!decoded) throw new Error('the QR on the screen could not be read');
  return decoded.data;
}
