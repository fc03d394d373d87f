import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function LoansScreen() {
  return <PlaceholderScreen title="Loans" />;
}
