import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export default function ProfileScreen() {
  return <PlaceholderScreen title="Perfil" />;
}
