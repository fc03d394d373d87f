import { DoneScreen } from '../components/done-screen';

export default function ForgotPasswordSentEmailScreen() {
  return <DoneScreen title="Senha redefinida!" text="Sua senha foi alterada. Entre novamente para continuar." />;
}
