import { Header } from '../../components/header/header';
import { Screen } from '../../components/ui/screen';
import styles from './info.module.css';

const SECTIONS = [
  {
    title: 'Quem somos',
    text: 'O Game Assist é uma assinatura de cuidados e assistência. Somos o controlador dos dados pessoais tratados no app, nos termos da Lei Geral de Proteção de Dados (Lei nº 13.709/2018).',
  },
  {
    title: 'Dados que coletamos',
    text: 'Nome, e-mail, telefone, data de nascimento e endereço que você informa; dados de uso dos benefícios; e dados técnicos do aparelho necessários para o app funcionar com segurança.',
  },
  {
    title: 'Para que usamos',
    text: 'Para identificar você no acesso por código, prestar os benefícios contratados com os nossos parceiros, prevenir fraudes e cumprir obrigações legais. Não vendemos seus dados.',
  },
  {
    title: 'Com quem compartilhamos',
    text: 'Apenas com os prestadores que executam cada benefício, na medida do necessário para atendê-lo, e com autoridades quando a lei exigir.',
  },
  {
    title: 'Por quanto tempo guardamos',
    text: 'Enquanto a assinatura estiver ativa e, depois, pelo prazo exigido por lei. Códigos de acesso valem 10 minutos e são guardados apenas de forma cifrada.',
  },
  {
    title: 'Seus direitos',
    text: 'Você pode confirmar o tratamento, acessar, corrigir, pedir a portabilidade ou a eliminação dos seus dados e revogar consentimentos, pelo e-mail privacidade@gameassist.com.br.',
  },
  {
    title: 'Segurança',
    text: 'Usamos conexões cifradas, sessões de curta duração e controles de acesso. Se houver um incidente que possa afetá-lo, avisaremos você e a ANPD.',
  },
  {
    title: 'Alterações desta política',
    text: 'Quando esta política mudar, avisaremos no app. Última atualização: novembro de 2026.',
  },
];

/** Privacy policy: numbered sections. */
export default function PrivacyPolicyScreen() {
  return (
    <Screen header={<Header title="Política de privacidade" showBack />}>
      <ol className={styles.sections}>
        {SECTIONS.map((section) => (
          <li key={section.title} className={styles.section}>
            <h2 className={styles.sectionTitle}>{section.title}</h2>
            <p>{section.text}</p>
          </li>
        ))}
      </ol>
    </Screen>
  );
}
