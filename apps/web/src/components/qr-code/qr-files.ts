import { QR_INK, QR_PAPER } from '#web/styles/theme-colors.ts';
import { qrDrawing } from './qr-code';

/** The code to print: black on white whatever the theme, as a file of its own. */
export function qrSvgFile(text: string): Blob {
  const { size, path } = qrDrawing(text);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 10}" height="${size * 10}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="${QR_PAPER}"/><path d="${path}" fill="${QR_INK}"/></svg>`;
  return new Blob([svg], { type: 'image/svg+xml' });
}

/** The same as a PNG, `scale` pixels a module (a print at 10 cm stays sharp). */
export function qrPngFile(text: string, scale = 16): Promise<Blob> {
  const { size, dark } = qrDrawing(text);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size * scale;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('canvas unavailable'));
  context.fillStyle = QR_PAPER;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = QR_INK;
  for (let row = 0; row < size; row += 1)
    for (let column = 0; column < size; column += 1)
      if (dark(row, column)) context.fillRect(column * scale, row * scale, scale, scale);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
}
