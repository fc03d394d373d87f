import { useRef, useState } from 'react';
import { serviceRequestPath } from '@game-assist/contracts/rules';
import type { Notification } from '@game-assist/contracts/schemas';
import { Header } from '#web/components/header/header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { MoreButton } from '#web/components/ui/more-button.tsx';
import { pagedItems } from '#web/lib/api/pages.ts';
import { Screen } from '#web/components/ui/screen.tsx';
import { useGetNotificationPagesInfiniteQuery, useMarkNotificationReadMutation } from '#web/lib/api/notifications.ts';
import { instantToBr } from '#web/lib/dates.ts';
import { StrokeIcon } from '#web/components/ui/stroke-icon.tsx';
import styles from './notifications-screen.module.css';
import { ButtonLink } from '#web/components/ui/button-link.tsx';

export default function NotificationsScreen() {
  const list = useRef<HTMLUListElement>(null);
  const pages = useGetNotificationPagesInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const { items, failed } = pagedItems(pages);

  return (
    <Screen header={<Header title="Notificações" />}>
      {failed ? <LoadFailure what="suas notificações" onRetry={() => void pages.refetch()} /> : null}
      {pages.isLoading ? (
        <p className={styles.text} role="status">
          Carregando suas notificações…
        </p>
      ) : null}
      {items && items.length === 0 ? (
        <div className={styles.empty}>
          <StrokeIcon size={48} d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z M10 20a2 2 0 0 0 4 0" />
          <h2 className={styles.title}>Nenhuma notificação</h2>
          <p className={styles.text}>Você ainda não tem notificações.</p>
        </div>
      ) : null}
      {items && items.length > 0 ? (
        <ul className={styles.list} aria-label="Notificações" ref={list}>
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
      <MoreButton pages={pages} list={list} what="notificações" />
    </Screen>
  );
}

/** 'Marcar como lida' leaves the focus on the item (the button goes); a refusal puts it back. */
function NotificationItem({ item }: { item: Notification }) {
  const [markRead] = useMarkNotificationReadMutation();
  const [failed, setFailed] = useState(false);
  const self = useRef<HTMLLIElement>(null);
  const mark = () => {
    setFailed(false);
    markRead(item.id)
      .unwrap()
      .catch(() => setFailed(true));
    self.current?.focus();
  };
  return (
    <li ref={self} className={styles.item} data-unread={!item.read} tabIndex={-1}>
      <h2>
        {item.read ? null : <span className="visually-hidden">Não lida: </span>}
        {item.title}
      </h2>
      <p>{item.body}</p>
      <p className={styles.when}>{instantToBr(item.createdAt)}</p>
      {item.serviceRequestId ? (
        <ButtonLink to={serviceRequestPath(item.serviceRequestId)} variant="secondary" size="compact">
          Ver atendimento
        </ButtonLink>
      ) : null}
      <ErrorText>{failed ? 'Não foi possível marcar como lida. Tente novamente.' : null}</ErrorText>
      {item.read ? null : (
        <Button variant="text" onClick={mark}>
          Marcar como lida
        </Button>
      )}
    </li>
  );
}
