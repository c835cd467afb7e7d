import { z } from 'zod';
import { safeText } from './rules/safe-text.ts';

/**
 * The legal texts (docs/product/public-site.md#policies): GET /policies/getPolicy?id= (legacy
 * non-`/api` path).
 */
export const policiesApiPaths = {
  getPolicy: '/policies/getPolicy',
} as const;

export const policyIds = ['privacy-policy', 'terms-of-use', 'cookie-policy'] as const;
export const PolicyId = z.enum(policyIds);
export type PolicyId = z.infer<typeof PolicyId>;

export const GetPolicyQuery = z.object({ id: safeText(z.string().min(1)) });
export type GetPolicyQuery = z.infer<typeof GetPolicyQuery>;

export const PolicyResponse = z.object({
  id: PolicyId,
  title: z.string(),
  /** Markdown; clients must render it without raw HTML. */
  body: z.string(),
  /** ISO date (YYYY-MM-DD) the text last changed. */
  lastUpdated: z.iso.date(),
});
export type PolicyResponse = z.infer<typeof PolicyResponse>;

/** An unknown id answers 404 with the common `not_found` code and this message. */
export const policiesMessages = {
  policyNotFound: 'Policy not found',
} as const;
