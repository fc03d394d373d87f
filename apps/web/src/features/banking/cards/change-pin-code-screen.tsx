import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function ChangePinCodeScreen() {
  return <PlaceholderScreen title="Change PIN code" />;
}
