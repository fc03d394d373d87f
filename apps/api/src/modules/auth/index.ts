export { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens, type AccessTokens } from './access-tokens.js';
export { authRoutes } from './routes.js';
export { createEndedSessions, SESSION_RECHECK_MS, type EndedSessions } from './ended-sessions.js';
export { createSessionEndings } from './session-endings.js';
export { PASSWORD_FAILURES_BEFORE_LOCK } from './password-login.js';
export { createAuthService, type AuthService } from './service.js';
export { createPasswords } from './passwords.js';
export {
  deleteEndedSessionsBefore,
  endAllSessions,
  endOtherSessions,
  endSession,
  eraseSessions,
  listSessions,
  passkeysForExport,
  sessionStartedAt,
  type DeviceSession,
} from './devices.js';
