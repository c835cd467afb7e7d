export * from './constants.ts';
export * from './messages.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './policies.ts';
export * from './api-paths.ts';
export * from './brand.ts';
export * from './web-paths.ts';
