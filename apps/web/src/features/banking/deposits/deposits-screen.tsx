import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function DepositsScreen() {
  return <PlaceholderScreen title="Deposits" />;
}
