import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export default function HomeScreen() {
  return <PlaceholderScreen title="Home" />;
}
