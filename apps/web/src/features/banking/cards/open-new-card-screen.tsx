import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function OpenNewCardScreen() {
  return <PlaceholderScreen title="Open new card" />;
}
