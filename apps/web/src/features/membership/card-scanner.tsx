import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import styles from './membership.module.css';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

const SCAN_EVERY_MS = 200;

/** The browser's own QR reader where it has one; else jsQR, loaded only now that the camera opens. */
async function qrReader(video: HTMLVideoElement): Promise<() => Promise<string | null>> {
  const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async () => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async () => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

const cameraMessage = (error: unknown) =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError')
    ? 'A câmera não foi permitida. Permita o acesso nas configurações do navegador ou cole o endereço da carteirinha abaixo.'
    : error instanceof DOMException && (error.name === 'NotFoundError' || error.name === 'OverconstrainedError')
      ? 'Nenhuma câmera encontrada neste aparelho. Cole o endereço da carteirinha abaixo.'
      : 'Não foi possível abrir a câmera. Cole o endereço da carteirinha abaixo.';

/** The card's token from what a QR or a paste holds: `{origin}/verificar#{token}`, or the token alone. */
export function cardTokenFrom(text: string): string | null {
  const trimmed = text.trim();
  const token = trimmed.includes('#') ? trimmed.slice(trimmed.indexOf('#') + 1) : trimmed;
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token) ? token : null;
}

/** 'Escanear carteirinha' (rear camera first) and the paste fallback; a card read goes to `onCard`. */
export function CardScanner({ onCard }: { onCard(token: string): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  const [pasteError, setPasteError] = useState<string | undefined>();

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('no camera', 'NotFoundError');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } } });
      const element = video.current;
      if (stopped || !element) return stop();
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const read = await qrReader(element);
      const tick = async () => {
        if (stopped) return;
        const text = await read().catch(() => null);
        const token = text ? cardTokenFrom(text) : null;
        if (token) {
          stop();
          setOpen(false);
          onCard(token);
          return;
        }
        timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
      };
      void tick();
    })().catch((error: unknown) => {
      stop();
      setOpen(false);
      setMessage(cameraMessage(error));
    });
    return stop;
  }, [open, onCard]);

  function paste(event: FormEvent) {
    event.preventDefault();
    const token = cardTokenFrom(pasted);
    if (!token) {
      setPasteError('Isto não é o endereço de uma carteirinha Game Assist.');
      return;
    }
    setPasteError(undefined);
    onCard(token);
  }

  return (
    <section aria-labelledby="escanear">
      <h2 id="escanear" className={styles.sectionTitle}>
        Ler carteirinha
      </h2>
      {open ? (
        <>
          <video ref={video} className={styles.camera} muted playsInline aria-label="Imagem da câmera" />
          <p className={styles.note} role="status">
            Aponte a câmera para o código QR da carteirinha.
          </p>
          <Button variant="secondary" fullWidth onClick={() => setOpen(false)}>
            Fechar câmera
          </Button>
        </>
      ) : (
        <Button
          fullWidth
          onClick={() => {
            setMessage(null);
            setOpen(true);
          }}
        >
          Escanear carteirinha
        </Button>
      )}
      {message ? <p role="alert">{message}</p> : null}
      <form method="post" onSubmit={paste} noValidate>
        <Field
          label="Ou cole o endereço da carteirinha"
          name="card"
          autoComplete="off"
          maxLength={4096}
          value={pasted}
          onChange={setPasted}
          error={pasteError}
        />
        <Button type="submit" variant="secondary" fullWidth>
          Verificar carteirinha colada
        </Button>
      </form>
    </section>
  );
}
