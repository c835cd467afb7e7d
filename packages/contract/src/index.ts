// Cross-cutting
export * from './constants.ts';
export * from './messages.ts';
export * from './brand.ts';
export * from './errors.ts';
export * from './validation-detail.ts';
export * from './web-paths.ts';
export * from './api-routing.ts';
// One file per domain
export * from './sign-in.ts';
export * from './registration.ts';
export * from './users.ts';
export * from './roles.ts';
export * from './policies.ts';
export * from './health.ts';
export * from './event-statistics.ts';
export * from './dev-outbox.ts';
export * from './catalogues.ts';
export * from './childcare-providers.ts';
// Domain rules both sides use
export * from './rules/address.ts';
export * from './rules/age-group.ts';
export * from './rules/age-label.ts';
export * from './rules/availability.ts';
export * from './rules/calendar-date.ts';
export * from './rules/email.ts';
export * from './rules/form-rules.ts';
export * from './rules/html-escape.ts';
export * from './rules/phone-number.ts';
export * from './rules/postal-code.ts';
export * from './rules/role-choices.ts';
export * from './rules/url-builder.ts';
