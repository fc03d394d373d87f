import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export default function FaqScreen() {
  return <PlaceholderScreen title="FAQ" />;
}
