import { z } from 'zod';
import { Email } from './rules/email.ts';

/**
 * The embedded mail outbox (docs/product/platform.md#embedded-defaults-and-real-services), never in
 * production. Its web page is `devOutboxPagePath` in web-paths.ts.
 */
export const devOutboxApiPaths = {
  /** GET ?to= — the mail the outbox holds, newest first. */
  outbox: '/api/dev/outbox',
} as const;

export const OutboxQuery = z.object({ to: Email.optional() });
export const OutboxMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxResponse = z.array(OutboxMessage);
