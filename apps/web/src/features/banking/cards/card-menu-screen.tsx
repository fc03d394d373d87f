import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function CardMenuScreen() {
  return <PlaceholderScreen title="Card menu" />;
}
