/**
 * Test files of pure logic that neither touch a browser global nor import a module that does
 * (checked with dpdm: none reaches lib/storage, lib/navigation, lib/analytics, api/api-config or
 * the query client). They run in the `web-lib` project (vitest.lib.config.ts) on Node without
 * jsdom and without per-file isolation, like packages/contract; the `web` project excludes them.
 * A file added here must stay pure: one that needs the DOM fails there at once (no `window`).
 */
export const nodeTestFiles = [
  'src/stores/notification-store.test.ts',
  'src/stores/loading-store.test.ts',
  'src/config/paths.test.ts',
  'src/api/error-message.test.ts',
  'src/api/error-words.test.ts',
  'src/api/api-error-codes.test.ts',
  'src/features/public/blog/front-matter.test.ts',
  'src/features/public/blog/blog-articles.test.ts',
  'src/features/public/licenses/shipped-licenses.test.ts',
  'src/features/public/lib/split-markdown-sections.test.ts',
  'src/features/public/lib/format.test.ts',
  'src/features/children/lib/age-summary.test.ts',
  'src/features/product-admin/lib/dollars.test.ts',
  'src/features/billing/lib/checkout-body.test.ts',
  'src/features/dev-outbox/lib/linkify.test.ts',
  'src/features/surveys/lib/survey-answers.test.ts',
  'src/features/assistant-chat/lib/conversation-completion.test.ts',
  'src/features/childcare-provider/lib/profile-values.test.ts',
  'src/features/user-context/lib/active-subscriptions.test.ts',
  'src/theme/theme.test.ts',
  'src/lib/i18n/language.test.ts',
  'src/lib/i18n/catalogue-checks.test.ts',
  'src/lib/i18n/dates.test.ts',
  'scripts/signed-in-modules.test.ts',
  'scripts/license-list.test.ts',
  'scripts/widget-build.test.ts',
];
