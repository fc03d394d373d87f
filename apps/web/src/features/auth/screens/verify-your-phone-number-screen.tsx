import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function VerifyYourPhoneNumberScreen() {
  return <PlaceholderScreen title="Verify your phone number" />;
}
