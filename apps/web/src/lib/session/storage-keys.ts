/** The browser keeps the session in localStorage under the spec's keys. */
export const STORAGE_KEYS = {
  accessToken: 'jwt_token',
  refreshToken: 'refresh_token',
  // This device's 'Token de atendimento' secret, given at sign-in, kept and forgotten with the session.
  cardTokenSecret: 'card_token_secret',
  userEmail: 'user_email',
  location: 'location',
  /** This device's web push subscription at the API ('Receber notificações neste aparelho'). */
  pushSubscriptionId: 'push_subscription_id',
} as const;
