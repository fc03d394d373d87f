import type { PolicySection } from './privacy-policy-data';

/** docs/privacy.md's table of what we hold, in Portuguese, row for row: a new kind of data goes in both. */
export const HELD_DATA: PolicySection = {
  title: 'O que guardamos, por quê e por quanto tempo',
  paragraphs: [
    'Guardamos só o que o app usa. Para cada dado, onde ele serve e até quando fica:',
    'Não pedimos dados de saúde no app. Quando você usa um benefício como a telemedicina, quem trata esses dados é o prestador do atendimento, para a tutela da sua saúde (Art. 11, II, "f").',
  ],
  items: [
    {
      term: 'Conta: e-mail, nome e sobrenome',
      text: 'para você entrar, receber nossos e-mails e ter seu nome na carteirinha. Enquanto a conta existir; um cadastro nunca confirmado é apagado depois de 7 dias.',
    },
    {
      term: 'Senha',
      text: 'só um resumo cifrado (scrypt), nunca a senha, para entrar com senha. Até você trocar a senha ou excluir a conta.',
    },
    {
      term: 'Perfil: nome, telefone, data de nascimento, endereço e foto',
      text: 'o perfil que você mantém; o telefone também para códigos por SMS. Enquanto a conta existir.',
    },
    {
      term: 'Assinatura: plano, situação, número de associado, datas, quem indicou e o histórico',
      text: 'o contrato e a carteirinha. Depois da exclusão da conta fica cancelada, sem ligação com você, junto dos registros de pagamento.',
    },
    {
      term: 'Cobranças e recibos: valores, itens, forma de pagamento, datas, CPF de quem pagou e código PIX',
      text: 'para cobrar e comprovar o pagamento. 5 anos, como exige a legislação fiscal; na exclusão da conta o CPF e as observações são apagados e o resto fica sem o seu nome. Os avisos do provedor de pagamento ficam com a cobrança e, na exclusão, só com o nome do evento.',
    },
    {
      term: 'Cancelamentos: protocolo, tipo, o motivo que você escreveu e o último dia',
      text: 'o registro do cancelamento. O protocolo e as datas ficam; o motivo é apagado na exclusão da conta.',
    },
    {
      term: 'Reembolsos: valor, situação e a chave PIX da devolução',
      text: 'para devolver o dinheiro no arrependimento (até 7 dias do primeiro pagamento); a chave é o CPF de quem pagou, se você não informar outra. Ficam com a cobrança (5 anos); na exclusão da conta a chave é apagada assim que o dinheiro é devolvido.',
    },
    {
      term: 'Dependentes: nome, data de nascimento, CPF, parentesco, número de associado e o e-mail do convite',
      text: 'as pessoas que você inclui na sua assinatura e as carteirinhas delas. Quem você remove fica marcado como removido, para o seu histórico de atendimentos, e perde o acesso ao app na hora; tudo é apagado na exclusão da sua conta.',
    },
    {
      term: 'Atendimentos: cobertura, observação, horário preferido, histórico e mensagens',
      text: 'para prestar o serviço. Enquanto a conta existir; na exclusão, os abertos são cancelados, o que você escreveu é apagado e o resto fica anônimo, nas estatísticas da central.',
    },
    {
      term: 'Notificações',
      text: 'os avisos da aba Notificações. 1 ano, ou até a exclusão da conta.',
    },
    {
      term: 'Aparelhos conectados: navegador e sistema (como "Chrome no Android"), quando entrou e quando usou por último',
      text: 'para manter você conectado e mostrar em Meus dados onde sua conta está aberta. 30 dias por entrada; uma sessão encerrada é apagada um dia depois.',
    },
    {
      term: 'Chaves de acesso: nome do aparelho, identificador, chave pública e datas',
      text: 'para entrar com chave de acesso. Até você remover a chave.',
    },
    {
      term: 'Segredo do "Token de atendimento" de cada aparelho',
      text: 'para o token de 6 dígitos que a clínica confere. Termina com a sessão daquele aparelho.',
    },
    {
      term: 'Notificações no aparelho: o endereço de push do navegador e suas chaves',
      text: 'para enviar os avisos ao seu celular. Até você desativar, ou o serviço de push recusar o aparelho.',
    },
    {
      term: 'Carteirinha na Carteira da Apple ou do Google: o que ela mostra e os aparelhos que a guardam',
      text: 'nome, plano, número de associado, situação e validade, como na carteirinha; nunca o e-mail ou o CPF. Só quando você adiciona; a Apple ou o Google recebem esses dados para guardar o cartão no seu celular. Na exclusão da conta o nome some e o cartão é invalidado nos aparelhos.',
    },
    {
      term: 'Códigos de uso único e o endereço para onde foram',
      text: 'guardados só de forma cifrada (HMAC), para entrar, confirmar o cadastro, redefinir a senha, verificar o telefone, baixar seus dados e excluir a conta. Valem 10 minutos e são apagados uma hora depois de vencer.',
    },
    {
      term: 'Tentativas de senha errada',
      text: 'uma contagem, para bloquear quem tenta adivinhar a senha. Apagada um dia depois da última tentativa.',
    },
    {
      term: 'E-mails a enviar: destinatário, assunto e texto',
      text: 'para enviar cada e-mail uma vez, mesmo com falhas. O texto fica cifrado e é apagado quando o e-mail sai; o registro, um dia depois.',
    },
    {
      term: 'Consentimentos: a finalidade, sim ou não, e quando',
      text: 'a prova de cada consentimento que você deu ou retirou (Art. 8º). Enquanto a conta existir.',
    },
    {
      term: 'Registros de acesso: endereço IP, data e hora de cada chamada ao servidor',
      text: 'para a segurança do serviço e a guarda de registros de acesso a aplicações exigida pelo Marco Civil da Internet (Lei nº 12.965/2014, Art. 15): 6 meses. Esses registros nunca trazem nome, e-mail, telefone, CPF, token ou código.',
    },
    {
      term: 'Endereço IP na consulta de localização',
      text: 'vai ao serviço de geolocalização só com o seu consentimento; nós não guardamos.',
    },
  ],
};
