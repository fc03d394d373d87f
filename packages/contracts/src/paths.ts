/** Every API path, relative to the API base (`/api`). */
export const apiPaths = {
  health: '/health',
  requestOtp: '/auth/request-otp',
  verifyOtp: '/auth/verify-otp',
  passwordResetRequest: '/auth/password-reset/request',
  passwordReset: '/auth/password-reset',
  login: '/login',
  signup: '/singup',
  refreshToken: '/refresh-token',
  logout: '/logout',
  subscriber: '/assinante',
  users: '/users',
  coberturas: '/coberturas',
  affiliate: (id: string) => `/affiliates/${encodeURIComponent(id)}`,
  affiliateLink: (code: string) => `/affiliate-links/${encodeURIComponent(code)}`,
  plan: (id: string) => `/plans/${encodeURIComponent(id)}`,
  addons: '/addons',
  subscription: '/assinatura',
  memberCard: '/carteirinha',
  verifyMemberCard: '/carteirinha/verificar',
  serviceRequests: '/atendimentos',
  serviceRequestUsage: '/atendimentos/uso',
  serviceRequest: (id: string) => `/atendimentos/${encodeURIComponent(id)}`,
  cancelServiceRequest: (id: string) => `/atendimentos/${encodeURIComponent(id)}/cancelar`,
  operatorServiceRequests: '/operador/atendimentos',
  operatorServiceRequest: (id: string) => `/operador/atendimentos/${encodeURIComponent(id)}`,
  notifications: '/notificacoes',
  notificationRead: (id: string) => `/notificacoes/${encodeURIComponent(id)}/lida`,
  notificationPreferences: '/notificacoes/preferencias',
  /** The API's OpenAPI 3.1 document, generated from these contracts. */
  openApi: '/openapi.json',
  /** The document, browsable (a page for people, not an endpoint). */
  docs: '/docs',
} as const;

export const API_PREFIX = '/api';

/** The member cards' public keys (a JSON Web Key Set), outside the API, where verifiers look (RFC 8615). */
export const JWKS_PATH = '/.well-known/jwks.json';

/**
 * Whether a request target (a path, with or without its query) is the API's or under it, judged
 * on the path as the router sees it: percent-decoded (`/%61pi/health` is `/api/health`).
 */
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

/** The same paths as route patterns, for the API's router. */
export const apiRoutePatterns = {
  affiliate: '/affiliates/:id',
  affiliateLink: '/affiliate-links/:code',
  plan: '/plans/:id',
  serviceRequest: '/atendimentos/:id',
  cancelServiceRequest: '/atendimentos/:id/cancelar',
  operatorServiceRequest: '/operador/atendimentos/:id',
  notificationRead: '/notificacoes/:id/lida',
} as const;
