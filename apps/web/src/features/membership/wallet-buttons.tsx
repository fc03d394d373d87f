import { useState } from 'react';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import {
  useGetApplePassMutation,
  useGetGoogleSaveLinkMutation,
  useGetWalletOptionsQuery,
} from '#web/lib/api/wallet.ts';
import appleBadge from './wallet-badges/adicionar-a-carteira-da-apple.svg';
import googleBadge from './wallet-badges/adicionar-a-carteira-do-google.svg';
import styles from './wallet-buttons.module.css';

/** The artwork's own words: the accessible name says what the badge shows. */
export const APPLE_WALLET_LABEL = 'Adicionar à Carteira da Apple';
export const GOOGLE_WALLET_LABEL = 'Adicionar a Carteira do Google';
const FAILED = 'Não foi possível preparar a carteirinha para a carteira do celular. Tente novamente.';

/** Apple Wallet exists on Apple's devices; Google Wallet everywhere but iPhone and iPad. */
function platforms(userAgent: string) {
  const ios = /iPhone|iPad|iPod/.test(userAgent);
  return { apple: ios || /Macintosh/.test(userAgent), google: !ios };
}

/** Opens the `.pkpass` as a download does: Safari hands it to Wallet; nothing of the session goes in a URL. */
function openPass(file: Blob) {
  const url = URL.createObjectURL(new Blob([file], { type: 'application/vnd.apple.pkpass' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'carteirinha.pkpass';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The Apple and Google wallet buttons (their pt-BR artwork), each when the server has its keys and the phone
 * the wallet; `pessoa`: the card shown.
 */
export function WalletButtons({ pessoa }: { pessoa: string | undefined }) {
  const options = useGetWalletOptionsQuery();
  const [getApplePass, apple] = useGetApplePassMutation();
  const [getSaveLink, google] = useGetGoogleSaveLinkMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const here = platforms(navigator.userAgent);
  const showApple = Boolean(options.data?.apple) && here.apple;
  const showGoogle = Boolean(options.data?.google) && here.google;
  if (!showApple && !showGoogle) return null;

  async function addToApple() {
    setFailure(null);
    try {
      openPass(await getApplePass(pessoa).unwrap());
    } catch {
      setFailure(FAILED);
    }
  }
  async function addToGoogle() {
    setFailure(null);
    try {
      window.location.assign((await getSaveLink(pessoa).unwrap()).saveUrl);
    } catch {
      setFailure(FAILED);
    }
  }

  return (
    <>
      {showApple ? (
        <li className={styles.item}>
          <button
            type="button"
            className={styles.badge}
            onClick={() => void addToApple()}
            disabled={apple.isLoading}
            aria-busy={apple.isLoading}
          >
            <img src={appleBadge} alt={APPLE_WALLET_LABEL} className={styles.apple} />
          </button>
        </li>
      ) : null}
      {showGoogle ? (
        <li className={styles.item}>
          <button
            type="button"
            className={styles.badge}
            onClick={() => void addToGoogle()}
            disabled={google.isLoading}
            aria-busy={google.isLoading}
          >
            <img src={googleBadge} alt={GOOGLE_WALLET_LABEL} className={styles.google} />
          </button>
        </li>
      ) : null}
      {failure ? (
        <li>
          <ErrorText>{failure}</ErrorText>
        </li>
      ) : null}
    </>
  );
}
