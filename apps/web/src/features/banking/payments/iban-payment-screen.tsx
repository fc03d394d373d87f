import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function IbanPaymentScreen() {
  return <PlaceholderScreen title="IBAN payment" />;
}
