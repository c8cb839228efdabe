export * from './common/fields.js';
export * from './common/paging.js';
export * from './common/errors.js';
export * from './messages.js';
export * from './operations.js';
export * from './auth.js';
export * from './cities.js';
export * from './plants.js';
