import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function ConfirmationCodeScreen() {
  return <PlaceholderScreen title="Confirmation code" />;
}
