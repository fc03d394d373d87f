import { sessionRoutes } from './session-paths.js';
import type { StaffAccess } from './staff.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface ApiRoute {
  readonly pattern: string;
  readonly methods: readonly HttpMethod[];
  /** A staff route: the role it needs (`equipe`: any), checked on the server (`administrador` passes every check). */
  readonly role?: StaffAccess;
  /**
   * A money action (confirm a charge, complete a refund, grant 'Cortesia' days; #68's price change adds itself here): the staff
   * session's passkey check must be at most STAFF_STEP_UP_MS old (403 `staff-step-up` otherwise).
   */
  readonly stepUp?: true;
}

/**
 * Every API route, relative to `/api`, written once: the API registers exactly these; the web app calls `apiPaths`.
 * A staff route names its role; its handler's preHandler is `requireRole` of that role (api-routes.test.ts).
 */
export const apiRoutes = {
  health: { pattern: '/health', methods: ['GET'] },
  requestOtp: { pattern: '/auth/request-otp', methods: ['POST'] },
  verifyOtp: { pattern: '/auth/verify-otp', methods: ['POST'] },
  passwordResetRequest: { pattern: '/auth/password-reset/request', methods: ['POST'] },
  passwordReset: { pattern: '/auth/password-reset', methods: ['POST'] },
  login: { pattern: '/login', methods: ['POST'] },
  signup: { pattern: '/singup', methods: ['POST'] },
  ...sessionRoutes,
  subscriber: { pattern: '/assinante', methods: ['GET', 'PATCH'] },
  phoneCode: { pattern: '/assinante/telefone/codigo', methods: ['POST'] },
  phoneVerify: { pattern: '/assinante/telefone/verificar', methods: ['POST'] },
  users: { pattern: '/users', methods: ['GET'] },
  catalogue: { pattern: '/coberturas', methods: ['GET'] },
  affiliate: { pattern: '/affiliates/:id', methods: ['GET'] },
  affiliateLink: { pattern: '/affiliate-links/:code', methods: ['GET'] },
  // The affiliate's own page (#71): any signed-in account that holds an affiliate's invitation.
  affiliateVisit: { pattern: '/affiliates/:id/visitas', methods: ['POST'] },
  affiliatePortal: { pattern: '/parceiro', methods: ['GET'] },
  affiliatePortalBio: { pattern: '/parceiro/bio', methods: ['PATCH'] },
  affiliatePortalPixKeyCode: { pattern: '/parceiro/chave-pix/codigo', methods: ['POST'] },
  affiliatePortalPixKey: { pattern: '/parceiro/chave-pix', methods: ['PUT'] },
  affiliatePortalResults: { pattern: '/parceiro/resultados', methods: ['GET'] },
  affiliatePortalStatement: { pattern: '/parceiro/extrato', methods: ['GET'] },
  plan: { pattern: '/plans/:id', methods: ['GET'] },
  addons: { pattern: '/addons', methods: ['GET'] },
  subscription: { pattern: '/assinatura', methods: ['GET'] },
  checkoutOffer: { pattern: '/assinatura/oferta', methods: ['GET'] },
  checkout: { pattern: '/assinatura/checkout', methods: ['POST'] },
  charges: { pattern: '/cobrancas', methods: ['GET'] },
  charge: { pattern: '/cobrancas/:id', methods: ['GET'] },
  chargeReceipt: { pattern: '/cobrancas/:id/recibo', methods: ['GET'] },
  cancellationPreview: { pattern: '/assinatura/cancelamento', methods: ['GET'] },
  cancelSubscription: { pattern: '/assinatura/cancelar', methods: ['POST'] },
  refundKeyCode: { pattern: '/assinatura/cancelar/codigo', methods: ['POST'] },
  undoCancellation: { pattern: '/assinatura/desfazer-cancelamento', methods: ['POST'] },
  // PIX Automático (#69): turns the authorised debits off; the subscription runs to the end of what was paid.
  deactivateAutoRenewal: { pattern: '/assinatura/renovacao-automatica/desativar', methods: ['POST'] },
  staffMe: { pattern: '/operador/eu', methods: ['GET'], role: 'equipe' },
  operatorRefunds: { pattern: '/operador/reembolsos', methods: ['GET'], role: 'financeiro' },
  completeRefund: {
    pattern: '/operador/reembolsos/:id/concluir',
    methods: ['POST'],
    role: 'financeiro',
    stepUp: true,
  },
  affiliateStatement: { pattern: '/operador/afiliados/extrato', methods: ['GET'], role: 'financeiro' },
  operatorAffiliates: { pattern: '/operador/afiliados', methods: ['GET'], role: 'financeiro' },
  inviteAffiliate: { pattern: '/operador/afiliados/:id/convite', methods: ['POST'], role: 'financeiro' },
  approveAffiliateBio: { pattern: '/operador/afiliados/:id/bio/aprovar', methods: ['POST'], role: 'financeiro' },
  affiliatePayouts: { pattern: '/operador/afiliados/:id/pagamentos', methods: ['POST'], role: 'financeiro' },
  operatorCharges: { pattern: '/operador/cobrancas', methods: ['GET'], role: 'financeiro' },
  confirmCharge: { pattern: '/operador/cobrancas/:id/confirmar', methods: ['POST'], role: 'financeiro', stepUp: true },
  staffCheckOptions: { pattern: '/operador/reverificacao/opcoes', methods: ['POST'], role: 'equipe' },
  staffCheck: { pattern: '/operador/reverificacao', methods: ['POST'], role: 'equipe' },
  adminStaff: { pattern: '/admin/equipe', methods: ['GET', 'POST'], role: 'administrador' },
  adminStaffMember: { pattern: '/admin/equipe/:id', methods: ['PATCH', 'DELETE'], role: 'administrador' },
  adminStaffPasskeyReset: { pattern: '/admin/equipe/:id/redefinir-chave', methods: ['POST'], role: 'administrador' },
  // 'Assinantes' (#67): every staff role may look a subscriber up ('equipe': any of the three).
  subscriberLookup: { pattern: '/operador/assinantes', methods: ['GET'], role: 'equipe' },
  subscriberRecord: { pattern: '/operador/assinantes/:id', methods: ['GET'], role: 'equipe' },
  revealSubscriberContact: { pattern: '/operador/assinantes/:id/revelar', methods: ['POST'], role: 'equipe' },
  // 'Indicadores' (#67): the business's monthly figures ('financeiro'; the administrador passes every check).
  adminIndicators: { pattern: '/admin/indicadores', methods: ['GET'], role: 'financeiro' },
  // The actions on the subscriber's page, each with a reason on its audit entry (#67).
  resendSubscriberReceipt: { pattern: '/operador/assinantes/:id/reenviar-recibo', methods: ['POST'], role: 'equipe' },
  resendSubscriberPix: { pattern: '/operador/assinantes/:id/reenviar-pix', methods: ['POST'], role: 'equipe' },
  reissueSubscriberCard: {
    pattern: '/operador/assinantes/:id/reemitir-carteirinha',
    methods: ['POST'],
    role: 'atendimento',
  },
  grantSubscriberCourtesy: {
    pattern: '/operador/assinantes/:id/cortesia',
    methods: ['POST'],
    role: 'financeiro',
    stepUp: true,
  },
  endSubscriberSessions: {
    pattern: '/operador/assinantes/:id/encerrar-sessoes',
    methods: ['POST'],
    role: 'atendimento',
  },
  // 'Catálogo' (#68): the offer's versions, the draft, publishing (a price change: a money action).
  adminOfferVersions: { pattern: '/admin/catalogo/versoes', methods: ['GET'], role: 'administrador' },
  adminOfferDraft: { pattern: '/admin/catalogo/rascunho', methods: ['GET', 'PUT'], role: 'administrador' },
  adminOfferPublish: { pattern: '/admin/catalogo/publicar', methods: ['POST'], role: 'administrador', stepUp: true },
  adminOfferDiff: { pattern: '/admin/catalogo/versoes/:n/diff', methods: ['GET'], role: 'administrador' },
  adminAudit: { pattern: '/admin/auditoria', methods: ['GET'], role: 'administrador' },
  adminAuditVerification: { pattern: '/admin/auditoria/verificacao', methods: ['GET'], role: 'administrador' },
  asaasWebhook: { pattern: '/pagamentos/asaas/webhook', methods: ['POST'] },
  memberCard: { pattern: '/carteirinha', methods: ['GET'] },
  verifyMemberCard: { pattern: '/carteirinha/verificar', methods: ['POST'] },
  verifyCardToken: { pattern: '/carteirinha/token/verificar', methods: ['POST'] },
  walletOptions: { pattern: '/carteirinha/wallet', methods: ['GET'] },
  applePass: { pattern: '/carteirinha/wallet/apple', methods: ['GET'] },
  googlePass: { pattern: '/carteirinha/wallet/google', methods: ['GET'] },
  // Apple's PassKit web service, under the pass's webServiceURL (the applePass path).
  passkitRegistration: {
    pattern:
      '/carteirinha/wallet/apple/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber',
    methods: ['POST', 'DELETE'],
  },
  passkitUpdatedSerials: {
    pattern: '/carteirinha/wallet/apple/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier',
    methods: ['GET'],
  },
  passkitLatestPass: {
    pattern: '/carteirinha/wallet/apple/v1/passes/:passTypeIdentifier/:serialNumber',
    methods: ['GET'],
  },
  passkitLog: { pattern: '/carteirinha/wallet/apple/v1/log', methods: ['POST'] },
  dependants: { pattern: '/dependentes', methods: ['GET', 'POST'] },
  dependant: { pattern: '/dependentes/:id', methods: ['PATCH', 'DELETE'] },
  dependantInvite: { pattern: '/dependentes/:id/convite', methods: ['POST'] },
  acceptDependantInvite: { pattern: '/dependentes/convite/aceitar', methods: ['POST'] },
  serviceRequests: { pattern: '/atendimentos', methods: ['GET', 'POST'] },
  serviceRequestUsage: { pattern: '/atendimentos/uso', methods: ['GET'] },
  serviceRequest: { pattern: '/atendimentos/:id', methods: ['GET'] },
  cancelServiceRequest: { pattern: '/atendimentos/:id/cancelar', methods: ['POST'] },
  serviceRequestMessages: { pattern: '/atendimentos/:id/mensagens', methods: ['POST'] },
  serviceRequestRating: { pattern: '/atendimentos/:id/avaliacao', methods: ['POST'] },
  operatorServiceRequests: { pattern: '/operador/atendimentos', methods: ['GET'], role: 'atendimento' },
  operatorServiceRequest: { pattern: '/operador/atendimentos/:id', methods: ['PATCH'], role: 'atendimento' },
  operatorServiceRequestMessages: {
    pattern: '/operador/atendimentos/:id/mensagens',
    methods: ['POST'],
    role: 'atendimento',
  },
  notifications: { pattern: '/notificacoes', methods: ['GET'] },
  notificationRead: { pattern: '/notificacoes/:id/lida', methods: ['POST'] },
  notificationPreferences: { pattern: '/notificacoes/preferencias', methods: ['GET', 'PUT'] },
  passkeyRegistrationOptions: { pattern: '/passkeys/registro/opcoes', methods: ['POST'] },
  passkeyRegistration: { pattern: '/passkeys/registro', methods: ['POST'] },
  passkeyLoginOptions: { pattern: '/passkeys/login/opcoes', methods: ['POST'] },
  passkeyLogin: { pattern: '/passkeys/login', methods: ['POST'] },
  passkeys: { pattern: '/passkeys', methods: ['GET'] },
  passkey: { pattern: '/passkeys/:id', methods: ['DELETE'] },
  pushPublicKey: { pattern: '/push/chave-publica', methods: ['GET'] },
  pushSubscriptions: { pattern: '/push/assinaturas', methods: ['POST'] },
  pushSubscription: { pattern: '/push/assinaturas/:id', methods: ['DELETE'] },
  myData: { pattern: '/meus-dados', methods: ['GET'] },
  myDataCode: { pattern: '/meus-dados/codigo', methods: ['POST'] },
  sessions: { pattern: '/sessoes', methods: ['GET'] },
  session: { pattern: '/sessoes/:id', methods: ['DELETE'] },
  endOtherSessions: { pattern: '/sessoes/encerrar-outras', methods: ['POST'] },
  consents: { pattern: '/consentimentos', methods: ['GET', 'POST'] },
  accountDeletionCode: { pattern: '/conta/exclusao/codigo', methods: ['POST'] },
  account: { pattern: '/conta', methods: ['DELETE'] },
  openApi: { pattern: '/openapi.json', methods: ['GET'] },
  docs: { pattern: '/docs', methods: ['GET'] },
} as const satisfies Record<string, ApiRoute>;

type ParamValues<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...ParamValues<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

export type PathBuilder<P extends string> = ParamValues<P> extends [] ? P : (...values: ParamValues<P>) => string;

type PathBuilders<T extends Record<string, ApiRoute>> = { readonly [K in keyof T]: PathBuilder<T[K]['pattern']> };
type Patterns<T extends Record<string, ApiRoute>> = { readonly [K in keyof T]: T[K]['pattern'] };

const PARAM = /:[^/]+/g;

function pathBuilder(pattern: string): string | ((...values: string[]) => string) {
  if (!pattern.includes(':')) return pattern;
  return (...values) => {
    let next = 0;
    return pattern.replace(PARAM, () => encodeURIComponent(values[next++] ?? ''));
  };
}

function pathBuilders<T extends Record<string, ApiRoute>>(routes: T): PathBuilders<T> {
  const paths: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(routes)) paths[name] = pathBuilder(route.pattern);
  return paths as PathBuilders<T>;
}

function patterns<T extends Record<string, ApiRoute>>(routes: T): Patterns<T> {
  const table: Record<string, string> = {};
  for (const [name, route] of Object.entries(routes)) table[name] = route.pattern;
  return table as Patterns<T>;
}

export const apiPaths = /* @__PURE__ */ pathBuilders(apiRoutes);

export const apiRoutePatterns = /* @__PURE__ */ patterns(apiRoutes);

export const API_PREFIX = '/api';

/** The member cards' public keys, outside the API, where verifiers look (RFC 8615). */
export const JWKS_PATH = '/.well-known/jwks.json';

/** Each key's revocation list of its cards (SMART Health Cards' `{kid}.json`). */
export const CRL_PATTERN = '/.well-known/crl/:kid.json';
export const crlPath = (kid: string) => `/.well-known/crl/${encodeURIComponent(kid)}.json`;

/** Whether a request target is under `/api`, judged as the router sees it: percent-decoded. */
export function isApiUrl(url: string): boolean {
  const end = url.search(/[?#]/);
  let pathname = end === -1 ? url : url.slice(0, end);
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: the router refuses such a path; judged as sent.
  }
  if (!pathname.startsWith(API_PREFIX)) return false;
  const next = pathname[API_PREFIX.length];
  return next === undefined || next === '/';
}
