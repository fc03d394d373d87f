export { retryAfter, throttleCodes, TOO_MANY_CODES } from './code-throttle.js';
export { generateOtp, hashOtp, OTP_MAX_ATTEMPTS, OTP_RESEND_INTERVAL_MS, OTP_TTL_MS, otpMatches } from './otp-codes.js';
export {
  consumeCode,
  insertCode,
  latestLiveCode,
  retireLiveCodes,
  spendAttempt,
  type CodePurpose,
} from './repository.js';
