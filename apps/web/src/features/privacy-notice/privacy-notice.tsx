import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { FIRST_LAUNCH_ATTRIBUTE, webPaths } from '@game-assist/contracts/rules';
import { Button } from '#web/components/ui/button.tsx';
import { setGeolocationConsent } from '#web/lib/state/consent-slice.ts';
import { useAppDispatch, useAppSelector } from '#web/lib/state/root-reducer.ts';
import styles from './privacy-notice.module.css';
import { TextLink } from '#web/components/ui/text-link.tsx';

/** Prerendered; the boot script hides it once answered. Never on /verificar, a clinic's screen. */
export function PrivacyNotice() {
  const firstLaunch = useAppSelector((state) => state.firstLaunch);
  const atClinic = useLocation().pathname === webPaths.verifyMemberCard;
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [notice, setNotice] = useState<HTMLElement | null>(null);
  const height = useHeightOf(notice);

  if (!firstLaunch || atClinic) return null;
  const marked = { [FIRST_LAUNCH_ATTRIBUTE]: '' };

  const answer = (consent: boolean) => dispatch(setGeolocationConsent(consent));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    answer(false);
  };

  return (
    <>
      {/* Room at the end of the page as tall as the notice, so nothing stays hidden under it.
          No style attribute until measured: the policy drops one parsed from prerendered markup. */}
      <div style={height ? { height } : undefined} aria-hidden="true" {...marked} />
      <section ref={setNotice} className={styles.notice} aria-labelledby={titleId} onKeyDown={onKeyDown} {...marked}>
        <h2 id={titleId} className={styles.title}>
          Sua privacidade
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label="Fechar aviso de privacidade"
          onClick={() => answer(false)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <p>
          Guardamos neste aparelho só o necessário para o app funcionar: sua sessão, o e-mail de acesso e suas
          preferências. <TextLink to={webPaths.privacyPolicy}>Política de privacidade</TextLink>
        </p>
        <p>
          Podemos consultar sua localização aproximada (cidade e estado) pelo seu IP, num serviço externo, ao abrir o
          app? É opcional.
        </p>
        <div className={styles.actions}>
          <Button fullWidth onClick={() => answer(true)}>
            Aceitar
          </Button>
          <Button variant="secondary" fullWidth onClick={() => answer(false)}>
            Agora não
          </Button>
        </div>
      </section>
    </>
  );
}

function useHeightOf(element: HTMLElement | null) {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return element ? height : 0;
}
