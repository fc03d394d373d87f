import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function CreateInvoiceScreen() {
  return <PlaceholderScreen title="Create invoice" />;
}
