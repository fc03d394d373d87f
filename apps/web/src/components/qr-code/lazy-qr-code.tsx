import { lazy, Suspense } from 'react';

// The QR library is most of a screen's code: it loads once there is something to draw.
const QrCode = lazy(() => import('./qr-code').then((module) => ({ default: module.QrCode })));

/** The QR code, its library loaded on first use; until then the label says what is coming. */
export function LazyQrCode({ text, label }: { text: string; label: string }) {
  return (
    <Suspense fallback={<span role="status">Carregando o código QR…</span>}>
      <QrCode text={text} label={label} />
    </Suspense>
  );
}
