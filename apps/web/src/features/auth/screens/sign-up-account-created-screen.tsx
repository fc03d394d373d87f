import { DoneScreen } from '../components/done-screen';

export default function SignUpAccountCreatedScreen() {
  return <DoneScreen title="Conta criada!" text="Tudo pronto. Entre com seu e-mail para receber o código de acesso." />;
}
