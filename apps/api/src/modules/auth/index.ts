export { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens, type AccessTokens } from './access-tokens.js';
export { authRoutes } from './routes.js';
export { createAuthService, type AuthService } from './service.js';
// One-time codes for proofs other than the e-mail address (the subscriber's phone), under the same rules.
export { throttleCodes } from './code-throttle.js';
export { generateOtp, hashOtp, OTP_MAX_ATTEMPTS, OTP_RESEND_INTERVAL_MS, OTP_TTL_MS, otpMatches } from './otp-codes.js';
export { consumeCode, insertCode, latestLiveCode, retireLiveCodes, spendAttempt } from './repository.js';
