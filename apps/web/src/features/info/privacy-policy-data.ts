import { ERASED_ON_DELETION, KEPT_AFTER_DELETION } from '@game-assist/contracts/rules';
import { HELD_DATA } from './privacy-policy-held';

export interface PolicySection {
  title: string;
  paragraphs: string[];
  items?: { term: string; text: string }[];
}

/** The encarregado (DPO), LGPD Art. 41. */
export const DPO_EMAIL = 'encarregado@gameassist.com.br';

/** The LGPD policy, as docs/privacy.md: what is held, why, how long, third parties, the browser, the rights. */
export const PRIVACY_SECTIONS: PolicySection[] = [
  {
    title: 'Quem somos',
    paragraphs: [
      'O Game Assist é uma assinatura de cuidados e assistência. Somos o controlador dos dados pessoais tratados no app, nos termos da Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).',
    ],
  },
  HELD_DATA,
  {
    title: 'Para que usamos',
    paragraphs: [
      'Para criar sua conta e identificar você no acesso por código enviado por e-mail, cobrar a assinatura e emitir recibos, prestar os benefícios contratados com os nossos parceiros, atender suas solicitações, prevenir fraudes e abusos e cumprir obrigações legais. Não vendemos seus dados nem os usamos para publicidade de terceiros.',
    ],
  },
  {
    title: 'Bases legais (Art. 7º da LGPD)',
    paragraphs: ['Cada tratamento tem uma base legal:'],
    items: [
      {
        term: 'Execução do contrato (Art. 7º, V)',
        text: 'cadastro, acesso por código, cobrança, carteirinha, exibição e prestação dos benefícios da sua assinatura.',
      },
      {
        term: 'Cumprimento de obrigação legal ou regulatória (Art. 7º, II)',
        text: 'registros fiscais (5 anos) e de consumo, como o cancelamento e o reembolso no arrependimento (Código de Defesa do Consumidor, Art. 49), e a guarda de registros de acesso a aplicações por 6 meses exigida pelo Marco Civil da Internet (Lei nº 12.965/2014, Art. 15).',
      },
      {
        term: 'Legítimo interesse (Art. 7º, IX)',
        text: 'segurança da conta, prevenção de fraudes e limites de tentativas. Você pode se opor a esse tratamento (Art. 18, § 2º).',
      },
      {
        term: 'Consentimento (Art. 7º, I)',
        text: 'carregar publicações de redes sociais na bio de um parceiro, o que só acontece quando você toca para ver, e a consulta de localização aproximada por IP, que só acontece se você tocar em "Aceitar" no aviso de privacidade do primeiro acesso. Também os e-mails com cópia dos avisos do app, que você pode desligar. Retirar é tão fácil quanto dar: em Perfil > Meus dados, em "Consentimentos"; a localização também no fim desta política ou no seu Perfil, e os e-mails em Perfil > Notificações. Cada resposta fica registrada com a data.',
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
        term: 'Provedor de pagamento',
        text: 'quando a cobrança é feita por um provedor de pagamentos (Asaas), ele recebe seu nome, e-mail, CPF e o valor, para criar a cobrança, receber o pagamento e fazer um reembolso. No PIX direto, o banco de quem paga vê o recebedor e o valor, como em qualquer PIX.',
      },
      {
        term: 'Provedor de SMS',
        text: 'quando você verifica o telefone, o serviço de SMS recebe o número e a mensagem com o código.',
      },
      {
        term: 'Serviço de push do seu navegador',
        text: 'se você ativar "Receber notificações neste aparelho", os avisos passam, cifrados, pelo serviço de push do fabricante do navegador (Google, Mozilla, Apple…), que os entrega ao aparelho sem poder lê-los.',
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
      'O app não usa cookies de publicidade nem de rastreamento. Ele guarda no armazenamento local do navegador (localStorage) apenas o necessário para funcionar, e você pode apagar tudo a qualquer momento limpando os dados do site:',
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
        term: 'theme',
        text: 'a aparência que você escolheu em Perfil ("Claro" ou "Escuro"). Não existe enquanto o app segue o aparelho. Fica no aparelho depois de "Sair".',
      },
      {
        term: 'persist:root',
        text: 'preferências do app, como a aba aberta e a sua resposta ao aviso de privacidade (e se ela já foi registrada na sua conta: a resposta dada sem entrar é registrada quando você entra), e os dados básicos da sessão (nome e e-mail), para o app abrir como você deixou. Os dados da sessão são apagados quando você toca em "Sair".',
      },
    ],
  },
  {
    title: 'Seus direitos e como usá-los no app',
    paragraphs: [
      'A LGPD (Art. 18) garante a você, de graça e a qualquer momento: confirmar se tratamos seus dados, acessá-los, corrigi-los, pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, a portabilidade, saber com quem compartilhamos, revogar consentimentos e pedir a eliminação dos dados. A maior parte você faz sozinho, no app, em Perfil > Meus dados:',
      'Para os demais pedidos (anonimização, bloqueio, oposição a um tratamento ou informações sobre com quem compartilhamos), escreva ao encarregado (abaixo).',
    ],
    items: [
      {
        term: 'Ver e baixar seus dados',
        text: 'Perfil > Meus dados > "Baixar meus dados": um arquivo JSON com tudo o que está ligado à sua conta (conta, perfil, assinatura e histórico, cancelamentos, cobranças e recibos, reembolsos, atendimentos, notificações, aparelhos, chaves de acesso e consentimentos), sem senhas, códigos ou chaves. Se você entrou há mais de 10 minutos, pedimos o código que enviamos ao seu e-mail.',
      },
      {
        term: 'Corrigir',
        text: 'Perfil > Informações pessoais.',
      },
      {
        term: 'Aparelhos conectados',
        text: 'Perfil > Meus dados: onde sua conta está aberta, com "Encerrar" para cada aparelho e "Encerrar todos os outros".',
      },
      {
        term: 'Dar ou retirar consentimentos',
        text: 'Perfil > Meus dados > "Consentimentos": cada finalidade com as suas respostas e datas, e um botão para dar ou retirar.',
      },
      {
        term: 'Excluir sua conta',
        text: [
          'Perfil > Meus dados > "Excluir minha conta", confirmado com um código enviado ao seu e-mail. Uma cobrança em aberto ou um atendimento em andamento é cancelado antes, e a assinatura é cancelada pelas regras de cancelamento.',
          `O que é apagado: ${ERASED_ON_DELETION.join(' ')}`,
          `O que guardamos, e por quê: ${KEPT_AFTER_DELETION.join(' ')}`,
          'Depois, o e-mail fica livre para um novo cadastro.',
        ].join(' '),
      },
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
