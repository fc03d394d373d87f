import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function SignUpScreen() {
  return <PlaceholderScreen title="Cadastre-se!" />;
}
