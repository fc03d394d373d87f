import { Header } from '../../../components/header/header';
import { Screen } from '../../../components/ui/screen';
import { SAMPLE_NOTIFICATIONS } from '../../../sample-data';
import { BellIcon } from '../components/icons';
import { ListRow, RowList } from '../components/list-row';
import { formatDate } from '../lib/format-date';
import styles from './notifications-screen.module.css';

/** The Notification tab: the sample list is empty, so it says there are none. */
export default function NotificationsScreen() {
  return (
    <Screen header={<Header title="Notifications" />}>
      {SAMPLE_NOTIFICATIONS.length === 0 ? (
        <div className={styles.empty}>
          <BellIcon />
          <h2 className={styles.title}>Nenhuma notificação</h2>
          <p className={styles.text}>Você ainda não tem notificações.</p>
        </div>
      ) : (
        <RowList label="Notifications">
          {SAMPLE_NOTIFICATIONS.map((item) => (
            <ListRow key={item.id} title={item.title} detail={formatDate(item.date)} />
          ))}
        </RowList>
      )}
    </Screen>
  );
}
