import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function StatisticsScreen() {
  return <PlaceholderScreen title="Statistics" />;
}
