import { useMemo } from 'react';
import QRCode from 'qrcode';
import styles from './qr-code.module.css';

const QUIET = 4;

/** The code's modules as one SVG path, with the four-module quiet zone; `size` in modules. */
export function qrDrawing(text: string): {
  size: number;
  path: string;
  dark: (row: number, column: number) => boolean;
} {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column + QUIET} ${row + QUIET}h1v1h-1z`;
    }
  }
  const dark = (row: number, column: number) => {
    const [r, c] = [row - QUIET, column - QUIET];
    return r >= 0 && c >= 0 && r < modules.size && c < modules.size && Boolean(modules.get(r, c));
  };
  return { size: modules.size + QUIET * 2, path, dark };
}

/** A QR code as one SVG path (no markup injected); sized by its container. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => qrDrawing(text), [text]);
  return (
    <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} className={styles.light} />
      <path d={path} className={styles.dark} />
    </svg>
  );
}
