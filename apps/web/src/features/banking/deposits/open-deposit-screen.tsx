import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function OpenDepositScreen() {
  return <PlaceholderScreen title="Open deposit" />;
}
