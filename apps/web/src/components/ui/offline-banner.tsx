import { useOnline } from '#web/lib/use-online.ts';
import styles from './offline-banner.module.css';

/** Says plainly that the app is offline: the shell works, data that needs the server may not load. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.banner} role="status">
      Você está sem conexão. O app continua aberto, mas algumas informações só carregam quando a internet voltar.
    </div>
  );
}
