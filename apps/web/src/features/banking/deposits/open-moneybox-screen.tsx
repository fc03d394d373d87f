import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function OpenMoneyboxScreen() {
  return <PlaceholderScreen title="Open moneybox" />;
}
