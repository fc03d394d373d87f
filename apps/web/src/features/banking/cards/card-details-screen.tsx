import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function CardDetailsScreen() {
  return <PlaceholderScreen title="Card details" />;
}
