export * from './free-port.js';
export * from './smtp-capture.js';
export * from './server-process.js';
export * from './sms-capture.js';
export * from './mail-text.js';
export * from './accounts.js';
export * from './returning-visitor.js';
export * from './payment.js';
