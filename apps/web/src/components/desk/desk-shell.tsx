import { Suspense, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { isTyping, TABLE_SHORTCUTS } from './row-keys';
import styles from './desk-shell.module.css';

export interface DeskTab {
  /** In the address as ?aba=…, so a tab can be linked to and Back returns to the previous one. */
  id: string;
  label: string;
  /** The tab's screen; a lazy one loads when the tab is first opened. */
  content: ReactNode;
}

export interface DeskShellProps {
  /** The console's name: the heading reads '<title>: <tab, lower case>'. */
  title: string;
  navLabel: string;
  /** The tabs this person may open, in order; the first opens by default. */
  tabs: readonly DeskTab[];
}

const TAB_PARAM = 'aba';

/** A staff console: tabs in a side navigation (a row on a phone), the open tab's screen, its tables' keys. */
export function DeskShell({ title, navLabel, tabs }: DeskShellProps) {
  const [params, setParams] = useSearchParams();
  const current = tabs.find((tab) => tab.id === params.get(TAB_PARAM)) ?? tabs[0];
  const main = useRef<HTMLElement>(null);
  const keysId = useId();
  useFirstRowKeys(main);
  if (!current) return null;
  return (
    <div className={styles.shell}>
      <nav className={styles.nav} aria-label={navLabel}>
        <ul className={styles.tabs}>
          {tabs.map((tab) => (
            <li key={tab.id}>
              <button
                type="button"
                className={styles.tab}
                aria-pressed={tab === current}
                onClick={() => setParams(tab === tabs[0] ? {} : { [TAB_PARAM]: tab.id })}
              >
                {tab.label}
              </button>
            </li>
          ))}
        </ul>
        <section className={styles.keys} aria-labelledby={keysId}>
          <h2 id={keysId} className={styles.keysTitle}>
            Atalhos do teclado
          </h2>
          <dl>
            {TABLE_SHORTCUTS.map(({ keys, what }) => (
              <div key={what} className={styles.key}>
                <dt>
                  {keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 ? ' ou ' : null}
                      <kbd>{key}</kbd>
                    </span>
                  ))}
                </dt>
                <dd>{what}</dd>
              </div>
            ))}
          </dl>
        </section>
        <span className={styles.home}>
          <TextLink to={webPaths.tabNavigator}>Ir para o app</TextLink>
        </span>
      </nav>
      <main className={styles.main} ref={main}>
        <h1 className={styles.title}>
          {title}: {current.label.toLowerCase()}
        </h1>
        <Suspense fallback={<p role="status">Carregando…</p>}>{current.content}</Suspense>
      </main>
    </div>
  );
}

/** j or k with the focus nowhere in particular (the page itself) goes to the open row, or the first. */
function useFirstRowKeys(main: RefObject<HTMLElement | null>) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.key !== 'j' && event.key !== 'k') || isTyping(event)) return;
      if (event.target !== document.body && event.target !== main.current) return;
      const rows = main.current?.querySelectorAll<HTMLElement>('[data-desk-row]');
      const open = main.current?.querySelector<HTMLElement>('tr[aria-current="true"] [data-desk-row]');
      const row = open ?? rows?.[0];
      if (!row) return;
      event.preventDefault();
      row.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [main]);
}
