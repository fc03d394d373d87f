import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export default function MoreScreen() {
  return <PlaceholderScreen title="Mais" />;
}
