export {
  greeting,
  noAccountMessage,
  notificationMessage,
  overdueDigestMessage,
  passwordChangedMessage,
  passwordLockedMessage,
  passwordResetCodeMessage,
  signInCodeMessage,
  signUpAttemptMessage,
  signUpCodeMessage,
} from './messages.js';
export { createSealer, type Sealer } from './sealed-text.js';
export { createOutbox, type Outbox, type PushTransport } from './service.js';
