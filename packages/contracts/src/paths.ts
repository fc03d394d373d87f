/** Every API path, relative to the API base (`/api`). */
export const apiPaths = {
  health: '/health',
  requestOtp: '/auth/request-otp',
  verifyOtp: '/auth/verify-otp',
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
} as const;

export const API_PREFIX = '/api';

/** The same paths as route patterns, for the API's router. */
export const apiRoutePatterns = {
  affiliate: '/affiliates/:id',
  affiliateLink: '/affiliate-links/:code',
  plan: '/plans/:id',
} as const;
