import { Link } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Header } from '#web/components/header/header.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import styles from './info.module.css';

/** More ('Mais'): the FAQ and privacy policy tiles, and the banking template's sample screens. */
export default function MoreScreen() {
  return (
    <Screen header={<Header title="Mais" showUser />}>
      <nav className={styles.tiles} aria-label="Mais opções">
        <Link to={webPaths.faq} className={styles.tile}>
          <span className={styles.tileTitle}>FAQ</span>
          <span className={styles.tileText}>Perguntas frequentes</span>
        </Link>
        <Link to={webPaths.privacyPolicy} className={styles.tile}>
          <span className={styles.tileTitle}>Política de privacidade</span>
          <span className={styles.tileText}>Como cuidamos dos seus dados</span>
        </Link>
        <Link to={webPaths.appExamples} className={styles.tile}>
          <span className={styles.tileTitle}>Exemplos do aplicativo</span>
          <span className={styles.tileText}>Telas de exemplo, com dados fictícios</span>
        </Link>
      </nav>
    </Screen>
  );
}
