export {
  greeting,
  noAccountMessage,
  notificationMessage,
  overdueDigestMessage,
  passwordChangedMessage,
  passwordLockedMessage,
  passwordResetCodeMessage,
  privacyCodeMessage,
  accountDeletedMessage,
  dependantInviteMessage,
  signInCodeMessage,
  signUpAttemptMessage,
  signUpCodeMessage,
} from './messages.js';
export { createSealer, type Sealer } from './sealed-text.js';
export { createOutbox, type Outbox, type PushTransport } from './service.js';
export { deleteFinishedMailBefore, forgetMailTo, mailSubjectsTo } from './personal-data.js';
