import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export default function OnboardingScreen() {
  return <PlaceholderScreen title="Onboarding" />;
}
