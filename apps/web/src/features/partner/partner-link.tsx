import { useState } from 'react';
import { LazyQrCode } from '#web/components/qr-code/lazy-qr-code.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { saveBlob } from '#web/lib/save-file.ts';
import styles from './partner.module.css';

type Format = 'png' | 'svg';

/** 'Seu link': the address to share, its QR code, and the code as PNG or SVG to print. */
export function PartnerLink({ link, code }: { link: string; code: string | null }) {
  const [failure, setFailure] = useState<string | null>(null);
  const fileName = `qr-parceiro${code ? `-${code}` : ''}`;

  async function download(format: Format) {
    setFailure(null);
    try {
      const files = await import('#web/components/qr-code/qr-files.ts');
      const blob = format === 'svg' ? files.qrSvgFile(link) : await files.qrPngFile(link);
      saveBlob(`${fileName}.${format}`, blob);
      showToast(`Código QR baixado em ${format.toUpperCase()}.`);
    } catch {
      setFailure('O código QR não foi baixado. Tente de novo.');
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      showToast('Link copiado.');
    } catch {
      setFailure('Não foi possível copiar: selecione o link e copie.');
    }
  }

  return (
    <Card id="partner-link" title="Seu link">
      <p className={styles.link}>{link}</p>
      <div className={styles.qr}>
        <LazyQrCode text={link} label="Código QR do seu link" />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          Copiar link
        </Button>
        <Button variant="secondary" onClick={() => void download('png')}>
          Baixar PNG
        </Button>
        <Button variant="secondary" onClick={() => void download('svg')}>
          Baixar SVG
        </Button>
      </div>
      <ErrorText>{failure}</ErrorText>
    </Card>
  );
}
