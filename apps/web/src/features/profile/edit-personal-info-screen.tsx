import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export default function EditPersonalInfoScreen() {
  return <PlaceholderScreen title="Edit personal info" />;
}
