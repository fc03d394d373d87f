import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export default function PrivacyPolicyScreen() {
  return <PlaceholderScreen title="Privacy policy" />;
}
