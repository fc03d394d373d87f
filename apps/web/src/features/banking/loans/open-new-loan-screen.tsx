import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function OpenNewLoanScreen() {
  return <PlaceholderScreen title="Open new loan" />;
}
