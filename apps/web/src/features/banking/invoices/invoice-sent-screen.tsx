import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function InvoiceSentScreen() {
  return <PlaceholderScreen title="Invoice sent" />;
}
