import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function PaymentsScreen() {
  return <PlaceholderScreen title="Payments" />;
}
