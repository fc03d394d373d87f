export * from './rules/index.js';
export * from './schemas/index.js';
