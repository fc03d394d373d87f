import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function NewPasswordScreen() {
  return <PlaceholderScreen title="New password" />;
}
