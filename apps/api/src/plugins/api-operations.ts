import { API_PREFIX, CRL_PATTERN, JWKS_PATH, apiRoutes, type HttpMethod } from '@game-assist/contracts';

type Routes = typeof apiRoutes;
type Summaries = { readonly [K in keyof Routes]: { readonly [M in Routes[K]['methods'][number]]: string } };

/** Each operation's pt-BR summary, by the route's name in the contracts' path table and its method. */
const summaries = {
  health: { GET: 'Estado da API e do banco de dados' },
  requestOtp: { POST: 'Pedir um código de acesso por e-mail' },
  verifyOtp: { POST: 'Entrar com o código recebido por e-mail' },
  passwordResetRequest: { POST: 'Pedir o código para redefinir a senha' },
  passwordReset: { POST: 'Redefinir a senha com o código' },
  login: { POST: 'Entrar com e-mail e senha' },
  signup: { POST: 'Criar uma conta de assinante' },
  refreshToken: { POST: 'Renovar a sessão' },
  logout: { POST: 'Sair (encerrar a sessão)' },
  subscriber: { GET: 'Dados do assinante', PATCH: 'Alterar os dados do assinante' },
  phoneCode: { POST: 'Enviar código de confirmação ao telefone' },
  phoneVerify: { POST: 'Confirmar o telefone com o código' },
  users: { GET: 'Usuários em destaque' },
  catalogue: { GET: 'Catálogo de coberturas' },
  affiliate: { GET: 'Afiliado' },
  affiliateLink: { GET: 'Link de afiliado' },
  affiliateVisit: { POST: 'Contar uma visita pelo link do parceiro' },
  affiliatePortal: { GET: 'Página do parceiro: link, código, bio e chave PIX' },
  affiliatePortalBio: { PATCH: 'Enviar uma nova bio do parceiro para aprovação' },
  affiliatePortalPixKeyCode: { POST: 'Pedir o código para trocar a chave PIX do parceiro' },
  affiliatePortalPixKey: { PUT: 'Trocar a chave PIX do parceiro com o código' },
  affiliatePortalResults: { GET: 'Resultados do parceiro por mês' },
  affiliatePortalStatement: { GET: 'Extrato mensal do parceiro (JSON ou CSV)' },
  operatorAffiliates: { GET: 'Afiliados: conta do parceiro, bio a aprovar e pagamentos (operador)' },
  inviteAffiliate: { POST: 'Convidar o parceiro por e-mail para a página dele (operador)' },
  approveAffiliateBio: { POST: 'Aprovar a bio enviada pelo parceiro (operador)' },
  affiliatePayouts: { POST: 'Registrar um pagamento ao parceiro (operador)' },
  plan: { GET: 'Plano' },
  addons: { GET: 'Adicionais do plano' },
  subscription: { GET: 'Assinatura do assinante' },
  checkoutOffer: { GET: 'Oferta para assinar (preço e adicionais)' },
  checkout: { POST: 'Assinar e pagar (PIX ou cartão)' },
  charges: { GET: 'Cobranças do assinante' },
  charge: { GET: 'Cobrança' },
  chargeReceipt: { GET: 'Recibo de uma cobrança paga' },
  cancellationPreview: { GET: 'O que o cancelamento da assinatura significa' },
  cancelSubscription: { POST: 'Cancelar a assinatura' },
  refundKeyCode: { POST: 'Pedir o código para receber o reembolso em outra chave PIX' },
  undoCancellation: { POST: 'Desfazer o cancelamento' },
  deactivateAutoRenewal: { POST: 'Desativar a renovação automática (PIX Automático)' },
  staffMe: { GET: 'Quem está na sessão da equipe, e as suas funções' },
  operatorRefunds: { GET: 'Reembolsos a fazer (operador)' },
  completeRefund: { POST: 'Marcar um reembolso como feito (operador)' },
  affiliateStatement: { GET: 'Extrato dos afiliados (operador)' },
  operatorCharges: { GET: 'Cobranças (operador)' },
  confirmCharge: { POST: 'Confirmar o recebimento de um PIX (operador)' },
  adminStaff: { GET: 'Equipe: as pessoas, funções e situação', POST: 'Equipe: convidar por e-mail' },
  adminStaffMember: {
    PATCH: 'Equipe: mudar as funções, suspender ou reativar',
    DELETE: 'Equipe: remover alguém (ou retirar um convite)',
  },
  adminStaffPasskeyReset: { POST: 'Equipe: redefinir a chave de acesso de alguém' },
  adminOfferVersions: { GET: 'Catálogo: as versões da oferta' },
  adminOfferDraft: { GET: 'Catálogo: o rascunho da próxima versão', PUT: 'Catálogo: salvar o rascunho' },
  adminOfferPublish: { POST: 'Catálogo: publicar o rascunho (agora ou numa data)' },
  adminOfferDiff: { GET: 'Catálogo: o que uma versão muda' },
  staffCheckOptions: { POST: 'Pedir a chave de acesso da equipe de novo (ações com dinheiro)' },
  staffCheck: { POST: 'Confirmar a chave de acesso da equipe de novo' },
  subscriberLookup: { GET: 'Assinantes: buscar por nome, e-mail, CPF, número, telefone ou protocolo' },
  subscriberRecord: { GET: 'Assinantes: a página do assinante (registrada na auditoria)' },
  revealSubscriberContact: { POST: 'Assinantes: mostrar o CPF e o telefone (registrado na auditoria)' },
  adminIndicators: { GET: 'Indicadores: as contas do negócio por mês (JSON ou CSV)' },
  resendSubscriberReceipt: { POST: 'Assinantes: reenviar o último recibo (com motivo, na auditoria)' },
  resendSubscriberPix: { POST: 'Assinantes: reenviar o código PIX pendente (com motivo, na auditoria)' },
  reissueSubscriberCard: { POST: 'Assinantes: reemitir a carteirinha, a anterior revogada (com motivo, na auditoria)' },
  grantSubscriberCourtesy: { POST: 'Assinantes: conceder dias de cortesia (com motivo, na auditoria)' },
  endSubscriberSessions: { POST: 'Assinantes: encerrar todas as sessões (com motivo, na auditoria)' },
  adminAudit: { GET: 'Auditoria: o que a equipe fez (filtros, CSV)' },
  adminAuditVerification: { GET: 'Auditoria: recalcular a cadeia de hashes' },
  asaasWebhook: { POST: 'Eventos de pagamento do Asaas (webhook)' },
  memberCard: { GET: 'Carteirinha digital' },
  verifyMemberCard: { POST: 'Verificar uma carteirinha (QR code)' },
  verifyCardToken: { POST: 'Verificar um token de atendimento' },
  walletOptions: { GET: 'Carteiras de celular disponíveis' },
  applePass: { GET: 'Carteirinha para a Carteira da Apple (.pkpass)' },
  googlePass: { GET: 'Link da carteirinha para a Carteira do Google' },
  passkitRegistration: {
    POST: 'Registrar um aparelho para as atualizações do passe (PassKit)',
    DELETE: 'Cancelar o registro de um aparelho (PassKit)',
  },
  passkitUpdatedSerials: { GET: 'Passes atualizados de um aparelho (PassKit)' },
  passkitLatestPass: { GET: 'Versão mais recente de um passe (PassKit)' },
  passkitLog: { POST: 'Registro de erros da Carteira da Apple (PassKit)' },
  dependants: { GET: 'Dependentes', POST: 'Incluir um dependente' },
  dependant: { PATCH: 'Alterar um dependente', DELETE: 'Remover um dependente' },
  dependantInvite: { POST: 'Convidar um dependente por e-mail' },
  acceptDependantInvite: { POST: 'Aceitar o convite de dependente' },
  serviceRequests: { GET: 'Atendimentos do assinante', POST: 'Pedir um atendimento' },
  serviceRequestUsage: { GET: 'Uso das coberturas no período' },
  serviceRequest: { GET: 'Atendimento' },
  cancelServiceRequest: { POST: 'Cancelar um atendimento' },
  serviceRequestMessages: { POST: 'Enviar mensagem num atendimento' },
  serviceRequestRating: { POST: 'Avaliar um atendimento concluído (uma vez, até 30 dias)' },
  operatorServiceRequests: { GET: 'Fila de atendimentos (operador)' },
  operatorServiceRequest: { PATCH: 'Mudar a situação de um atendimento (operador)' },
  operatorServiceRequestMessages: { POST: 'Responder num atendimento (operador)' },
  notifications: { GET: 'Notificações' },
  notificationRead: { POST: 'Marcar uma notificação como lida' },
  notificationPreferences: { GET: 'Preferências de notificação', PUT: 'Alterar as preferências de notificação' },
  passkeyRegistrationOptions: { POST: 'Opções para cadastrar uma chave de acesso' },
  passkeyRegistration: { POST: 'Cadastrar uma chave de acesso' },
  passkeyLoginOptions: { POST: 'Opções para entrar com chave de acesso' },
  passkeyLogin: { POST: 'Entrar com chave de acesso' },
  passkeys: { GET: 'Chaves de acesso do assinante' },
  passkey: { DELETE: 'Remover uma chave de acesso' },
  pushPublicKey: { GET: 'Chave pública para notificações push' },
  pushSubscriptions: { POST: 'Ativar notificações push neste aparelho' },
  pushSubscription: { DELETE: 'Desativar notificações push de um aparelho' },
  myData: { GET: 'Meus dados (LGPD)' },
  myDataCode: { POST: 'Pedir o código para ver meus dados' },
  sessions: { GET: 'Sessões abertas' },
  session: { DELETE: 'Encerrar uma sessão' },
  endOtherSessions: { POST: 'Encerrar as outras sessões' },
  consents: { GET: 'Consentimentos', POST: 'Dar ou retirar um consentimento' },
  accountDeletionCode: { POST: 'Pedir o código para excluir a conta' },
  account: { DELETE: 'Excluir a conta' },
  openApi: { GET: 'Este documento (OpenAPI 3.1)' },
  docs: { GET: 'Documentação navegável (Swagger UI)' },
} as const satisfies Summaries;

/** The member cards' public keys and revocation lists, outside /api. */
const wellKnown: Record<string, { operationId: string; summary: string }> = {
  [JWKS_PATH]: { operationId: 'cardKeys', summary: 'Chaves públicas das carteirinhas (JWKS)' },
  [CRL_PATTERN]: { operationId: 'cardRevocations', summary: 'Carteirinhas revogadas de uma chave' },
};

/** A route with several methods names each by its verb: getSubscriber, updateSubscriber. */
const VERBS: Record<HttpMethod, string> = {
  GET: 'get',
  POST: 'create',
  PATCH: 'update',
  PUT: 'replace',
  DELETE: 'delete',
};

const byUrl = new Map<string, { name: keyof Routes; methods: readonly HttpMethod[] }>(
  Object.entries(apiRoutes).map(([name, route]) => [
    `${API_PREFIX}${route.pattern}`,
    { name: name as keyof Routes, methods: route.methods },
  ]),
);

/** The operation's id and summary, from the path table; undefined for a route the table lacks. */
export function describeOperation(
  url: string,
  method: HttpMethod,
): { operationId: string; summary: string } | undefined {
  if (wellKnown[url]) return wellKnown[url];
  const route = byUrl.get(url);
  if (!route || !route.methods.includes(method)) return undefined;
  const summary = (summaries[route.name] as Partial<Record<HttpMethod, string>>)[method];
  if (!summary) return undefined;
  const name = route.name as string;
  const operationId =
    route.methods.length === 1 ? name : `${VERBS[method]}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  return { operationId, summary };
}
