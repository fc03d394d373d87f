import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function SignUpAccountCreatedScreen() {
  return <PlaceholderScreen title="Account created" />;
}
