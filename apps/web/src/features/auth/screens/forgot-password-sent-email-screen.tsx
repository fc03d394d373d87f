import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function ForgotPasswordSentEmailScreen() {
  return <PlaceholderScreen title="Password reset" />;
}
