import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function SignInScreen() {
  return <PlaceholderScreen title="Bem vindo de volta!" />;
}
