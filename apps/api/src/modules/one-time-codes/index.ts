export { retryAfter, TOO_MANY_CODES } from './code-throttle.js';
export { OTP_RESEND_INTERVAL_MS } from './otp-codes.js';
export type { CodePurpose } from './repository.js';
export { createOneTimeCodes, type OneTimeCodes, type Redeemed } from './service.js';
