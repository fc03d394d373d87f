export * from './rules.js';
export * from './common.js';
export * from './auth.js';
export * from './subscriber.js';
export * from './catalogue.js';
export * from './affiliates.js';
export * from './paths.js';
export * from './web-boot.js';
