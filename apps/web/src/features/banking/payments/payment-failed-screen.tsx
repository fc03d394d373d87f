import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function PaymentFailedScreen() {
  return <PlaceholderScreen title="Payment failed" />;
}
