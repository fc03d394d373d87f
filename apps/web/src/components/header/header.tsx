import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { keptAs, type Answer } from '#web/lib/api/contract.ts';
import { useKeptAnswer } from '#web/lib/api/kept-answers.ts';
import { useGetSubscriberQuery } from '#web/lib/api/subscriber.ts';
import { Avatar } from '#web/components/avatar/avatar.tsx';
import { StrokeIcon } from '#web/components/ui/stroke-icon.tsx';
import styles from './header.module.css';

export interface HeaderProps {
  title?: string;
  /** A back affordance: the previous page of this visit, or `backTo` on a screen opened directly. */
  showBack?: boolean;
  /** Where back leads when the screen is the visit's first (a link, a notification, a typed address). */
  backTo?: string;
  showUser?: boolean;
  /** 'member-card' leads to the subscriber's /Carteirinha; 'card' to the banking sample's /CardMenu. */
  icon?: 'document' | 'card' | 'member-card';
  /** A banking-template sample screen: marked 'Exemplo', and its way back leads to the examples. */
  sample?: boolean;
}

const CARD_ICON = (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <rect x="3" y="6" width="18" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M3 10h18" stroke="currentColor" strokeWidth="2" />
  </svg>
);

const BACK_ICON = (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

function canGoBack(): boolean {
  if (typeof window === 'undefined') return false;
  // React Router keeps its position in history.state.idx: 0 is the first page of this visit.
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' ? state.idx > 0 : window.history.length > 1;
}

export function Header({
  title,
  showBack = false,
  backTo = webPaths.tabNavigator,
  showUser = false,
  icon,
  sample = false,
}: HeaderProps) {
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.start}>
          {showBack && canGoBack() ? (
            <button type="button" className={styles.iconButton} onClick={() => navigate(-1)} aria-label="Voltar">
              {BACK_ICON}
            </button>
          ) : showBack ? (
            <Link to={sample ? webPaths.appExamples : backTo} className={styles.iconButton} aria-label="Voltar">
              {BACK_ICON}
            </Link>
          ) : null}
          {showUser ? <UserLink /> : null}
        </div>
        {title ? <h1 className={styles.title}>{title}</h1> : null}
        <div className={styles.end}>
          {sample ? <span className={styles.sample}>Exemplo</span> : null}
          {icon === 'card' ? (
            <Link to={webPaths.cardMenu} className={styles.iconButton} aria-label="Menu do cartão">
              {CARD_ICON}
            </Link>
          ) : null}
          {icon === 'member-card' ? (
            <Link to={webPaths.memberCard} className={styles.iconButton} aria-label="Minha carteirinha">
              {CARD_ICON}
            </Link>
          ) : null}
          {icon === 'document' ? (
            <span className={styles.iconButton} role="img" aria-label="Documento">
              <StrokeIcon d="M6 3h8l4 4v14H6z M14 3v4h4 M9 12h6 M9 16h6" />
            </span>
          ) : null}
        </div>
      </div>
    </header>
  );
}

type HeaderUser = Answer<'keptHeaderUser'>;
const isHeaderUser = keptAs('keptHeaderUser');

function UserLink() {
  const { data, isError } = useGetSubscriberQuery();
  const fresh = useMemo<HeaderUser | undefined>(() => data && { nome: data.nome, avatar: data.avatar ?? null }, [data]);
  // The kept name shows at once, as the kept dashboard shows it before the app starts.
  const user = useKeptAnswer('assinante-cabecalho', fresh, isHeaderUser);
  const name = user?.nome ?? (isError ? 'Perfil' : '');
  return (
    // Named by its own text (the name), then what it does: speech input can say the name it shows.
    <Link to={webPaths.profile} className={styles.user}>
      <Avatar name={user?.nome ?? ''} src={user?.avatar ?? null} size="sm" />
      <span className={styles.userName}>{name}</span>{' '}
      <span className="visually-hidden">{name ? '(ver perfil)' : 'Ver perfil'}</span>
    </Link>
  );
}
