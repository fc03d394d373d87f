import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function CoverageDetailsScreen() {
  return <PlaceholderScreen title="Coverage details" />;
}
