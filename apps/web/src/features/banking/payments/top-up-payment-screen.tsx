import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function TopUpPaymentScreen() {
  return <PlaceholderScreen title="Top-up" />;
}
