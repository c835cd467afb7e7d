// zod/mini keeps the parser out of the landing page's bundle budget (full zod is ~15 KB gzipped).
import { z } from 'zod/mini';

/**
 * The web app's settings, read once from Vite's build-time env. Only `VITE_` and `PUBLIC_` variables
 * reach the bundle (vite.config.ts `envPrefix`), so nothing here may be secret.
 */
const EnvSchema = z.object({
  /** Origin of canonical and Open Graph URLs in prerendered pages, e.g. https://kinderwait.ca. */
  PUBLIC_ORIGIN: z._default(z.url({ protocol: /^https?$/ }), 'http://localhost:3000'),
  MODE: z.string(),
  DEV: z.boolean(),
  PROD: z.boolean(),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses a raw env object; throws one error naming every bad variable. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = EnvSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid web app environment:\n${problems.join('\n')}`);
  }
  // Trailing slashes would double up when paths are appended.
  return { ...result.data, PUBLIC_ORIGIN: result.data.PUBLIC_ORIGIN.replace(/\/+$/, '') };
}

export const env: Env = parseEnv(import.meta.env);
