export interface PolicySection {
  title: string;
  paragraphs: string[];
  items?: { term: string; text: string }[];
}

/** The encarregado (DPO), LGPD Art. 41. */
export const DPO_EMAIL = 'encarregado@gameassist.com.br';

/** The policy (LGPD) says what this app really does: its third parties and what it keeps in the browser. */
export const PRIVACY_SECTIONS: PolicySection[] = [
  {
    title: 'Quem somos',
    paragraphs: [
      'O Game Assist é uma assinatura de cuidados e assistência. Somos o controlador dos dados pessoais tratados no app, nos termos da Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).',
    ],
  },
  {
    title: 'Dados que coletamos',
    paragraphs: [
      'Nome, e-mail, telefone, data de nascimento e endereço que você informa; os benefícios que você consulta e aciona; e dados técnicos necessários para o app funcionar com segurança, como endereço IP, data e hora de acesso e tipo de navegador.',
      'Não pedimos dados de saúde no app. Quando você usa um benefício como a telemedicina, quem trata esses dados é o prestador do atendimento, para a tutela da sua saúde (Art. 11, II, "f").',
    ],
  },
  {
    title: 'Para que usamos',
    paragraphs: [
      'Para criar sua conta e identificar você no acesso por código enviado por e-mail, prestar os benefícios contratados com os nossos parceiros, atender suas solicitações, prevenir fraudes e abusos e cumprir obrigações legais. Não vendemos seus dados nem os usamos para publicidade de terceiros.',
    ],
  },
  {
    title: 'Bases legais (Art. 7º da LGPD)',
    paragraphs: ['Cada tratamento tem uma base legal:'],
    items: [
      {
        term: 'Execução do contrato (Art. 7º, V)',
        text: 'cadastro, acesso por código, exibição e prestação dos benefícios da sua assinatura.',
      },
      {
        term: 'Cumprimento de obrigação legal ou regulatória (Art. 7º, II)',
        text: 'registros fiscais e de consumo, e a guarda de registros de acesso a aplicações por 6 meses exigida pelo Marco Civil da Internet (Lei nº 12.965/2014, Art. 15).',
      },
      {
        term: 'Legítimo interesse (Art. 7º, IX)',
        text: 'segurança da conta, prevenção de fraudes e limites de tentativas. Você pode se opor a esse tratamento (Art. 18, § 2º).',
      },
      {
        term: 'Consentimento (Art. 7º, I)',
        text: 'carregar publicações de redes sociais na bio de um parceiro, o que só acontece quando você toca para ver, e a consulta de localização aproximada por IP, que só acontece se você tocar em "Aceitar" no aviso de privacidade do primeiro acesso. Você pode deixar de fazê-lo a qualquer momento; para retirar o consentimento da localização, desligue "Localização aproximada" no fim desta política ou no seu Perfil.',
      },
      {
        term: 'Exercício regular de direitos (Art. 7º, VI)',
        text: 'guarda de registros para nos defender em processos judiciais, administrativos ou arbitrais.',
      },
    ],
  },
  {
    title: 'Com quem compartilhamos',
    paragraphs: [
      'Compartilhamos apenas o necessário, com quem nos ajuda a prestar o serviço, e com autoridades quando a lei exigir:',
    ],
    items: [
      {
        term: 'Prestadores dos benefícios',
        text: 'recebem os dados necessários para atender você quando você aciona um benefício (por exemplo, nome e telefone para uma assistência residencial).',
      },
      {
        term: 'Provedor de e-mail',
        text: 'o serviço de envio de e-mails recebe seu endereço de e-mail e o conteúdo da mensagem para entregar os códigos de acesso e avisos da conta.',
      },
      {
        term: 'Armazenamento de arquivos dos parceiros',
        text: 'fotos de perfil e imagens de parceiros podem vir de um serviço de armazenamento externo. Ao exibi-las, seu navegador informa a esse serviço o seu endereço IP e o tipo de navegador, como em qualquer imagem da internet.',
      },
      {
        term: 'Redes sociais (Instagram, TikTok)',
        text: 'as publicações na bio de um parceiro aparecem como links e só são carregadas quando você pede. A partir daí, a rede social recebe seu endereço IP e pode usar cookies próprios, conforme a política de privacidade dela.',
      },
      {
        term: 'Consulta de localização por IP',
        text: 'quando ativada nesta instalação e só se você aceitar no aviso de privacidade do primeiro acesso, o app consulta, ao abrir, um serviço de geolocalização por IP, que recebe o seu endereço IP e devolve uma localização aproximada (cidade e estado). Sem o seu consentimento, ela não é feita.',
      },
    ],
  },
  {
    title: 'Transferência internacional de dados',
    paragraphs: [
      'Alguns desses fornecedores, como redes sociais, provedores de e-mail e de armazenamento, podem tratar dados em servidores fora do Brasil. Essas transferências seguem o Art. 33 da LGPD: para países com nível de proteção adequado reconhecido pela ANPD, com as cláusulas-padrão contratuais aprovadas pela ANPD (Resolução CD/ANPD nº 19/2024) ou, no caso das publicações de redes sociais que você escolhe carregar, com o seu consentimento específico (Art. 33, VIII).',
    ],
  },
  {
    title: 'O que fica guardado no seu navegador',
    paragraphs: [
      'O app não usa cookies de publicidade nem de rastreamento. Ele guarda no armazenamento local do navegador (localStorage) apenas o necessário para funcionar:',
    ],
    items: [
      {
        term: 'jwt_token',
        text: 'o token de acesso, que identifica você nas chamadas ao servidor. Vale 15 minutos e é apagado quando você toca em "Sair".',
      },
      {
        term: 'refresh_token',
        text: 'renova o acesso sem pedir um novo código. É trocado a cada uso, expira em até 30 dias, é revogado no servidor e apagado quando você toca em "Sair".',
      },
      {
        term: 'card_token_secret',
        text: 'o segredo deste aparelho para o "Token de atendimento" da carteirinha, que funciona sem internet. É criado a cada entrada, apagado quando você toca em "Sair" e deixa de valer no servidor quando a sessão termina.',
      },
      {
        term: 'push_subscription_id',
        text: 'a identificação deste aparelho para as notificações, quando você ativa "Receber notificações neste aparelho". É apagada quando você desativa as notificações ou toca em "Sair".',
      },
      {
        term: 'user_email',
        text: 'o e-mail que você digitou para entrar, para a tela do código saber para onde ele foi enviado e permitir o reenvio. Continua no aparelho depois de "Sair", para facilitar o próximo acesso.',
      },
      {
        term: 'location',
        text: 'a resposta da consulta de localização por IP (localização aproximada). Só existe quando essa consulta está ativada e você a aceitou.',
      },
      {
        term: 'persist:root',
        text: 'preferências do app, como a aba aberta e a sua resposta ao aviso de privacidade, e os dados básicos da sessão (nome e e-mail), para o app abrir como você deixou. Os dados da sessão são apagados quando você toca em "Sair".',
      },
    ],
  },
  {
    title: 'Por quanto tempo guardamos',
    paragraphs: [
      'Enquanto a assinatura estiver ativa e, depois, pelo prazo exigido por lei ou necessário para o exercício de direitos. Códigos de acesso valem 10 minutos e são guardados apenas de forma cifrada. Você pode apagar o que fica no navegador a qualquer momento limpando os dados do site.',
    ],
  },
  {
    title: 'Seus direitos',
    paragraphs: [
      'Você pode, a qualquer momento e de graça, confirmar se tratamos seus dados, acessá-los, corrigi-los, pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, a portabilidade, informações sobre com quem compartilhamos, e revogar consentimentos (Art. 18). Seus dados de cadastro podem ser corrigidos no próprio app, em Perfil > Informações pessoais. Em Perfil > Meus dados você vê e baixa o que guardamos, encerra os aparelhos conectados e exclui a sua conta.',
    ],
  },
  {
    title: 'Encarregado (DPO) e como falar com ele',
    paragraphs: [
      `O encarregado pelo tratamento de dados pessoais do Game Assist recebe seus pedidos e reclamações e fala com a ANPD em nosso nome (Art. 41). Escreva para ${DPO_EMAIL}, de preferência a partir do e-mail da sua conta, para confirmarmos que o pedido é seu. Respondemos pedidos de acesso em até 15 dias (Art. 19, II).`,
      'Se não ficar satisfeito com a resposta, você pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD), em www.gov.br/anpd.',
    ],
  },
  {
    title: 'Segurança',
    paragraphs: [
      'Usamos conexões cifradas, sessões de curta duração, códigos de uso único e controles de acesso. Se houver um incidente que possa trazer risco ou dano relevante a você, avisaremos você e a ANPD (Art. 48).',
    ],
  },
  {
    title: 'Alterações desta política',
    paragraphs: ['Quando esta política mudar, avisaremos no app. Última atualização: novembro de 2026.'],
  },
];
