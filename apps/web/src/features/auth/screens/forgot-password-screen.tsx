import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function ForgotPasswordScreen() {
  return <PlaceholderScreen title="Forgot password" />;
}
