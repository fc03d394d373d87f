import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function NotificationsScreen() {
  return <PlaceholderScreen title="Notifications" />;
}
