import { z } from 'zod/mini';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const BuildSettingsSchema = z.object({
  VITE_API_BASE_URL: z.optional(httpUrl),
  VITE_SUPPORT_CHAT_URL: z.optional(httpUrl),
  VITE_GA_MEASUREMENT_ID: z.optional(
    z.string().check(z.regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXXXXX')),
  ),
  VITE_FRENCH_PREVIEW: z.optional(z.enum(['on', 'off'], 'must be on or off')),
});

const settingNames = [
  'VITE_API_BASE_URL',
  'VITE_SUPPORT_CHAT_URL',
  'VITE_GA_MEASUREMENT_ID',
  'VITE_FRENCH_PREVIEW',
] as const;

/** The build-time settings of README's configuration table, once checked. */
export interface BuildSettings {
  /** Base URL of the API; '' is the page's own origin (the server serves the app and the API). */
  readonly apiBaseUrl: string;
  /** The chat-group link the Support tab opens; undefined: a mail to support. */
  readonly supportChatUrl: string | undefined;
  /** Google Analytics 4 id; undefined: no analytics. */
  readonly gaMeasurementId: string | undefined;
  /**
   * Whether this production build honours the French preview key, as development builds do: the
   * browser journeys' build (docs/decisions/i18n.md#previewing-french). Never on for users.
   */
  readonly frenchPreview: boolean;
}

/**
 * Checks the build's `VITE_` variables (vite.config.ts runs it on the environment Vite loads).
 * Blank values count as unset. Throws one error naming every bad variable, so a wrong value fails
 * the build instead of shipping a silently broken feature.
 */
export function parseBuildSettings(source: Readonly<Record<string, unknown>>): BuildSettings {
  const given = Object.fromEntries(
    settingNames.map((name) => {
      const value = source[name];
      return [name, typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined];
    }),
  );
  const parsed = BuildSettingsSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.map(String).join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid build settings:\n${problems.join('\n')}`);
  }
  return {
    apiBaseUrl: parsed.data.VITE_API_BASE_URL ?? '',
    supportChatUrl: parsed.data.VITE_SUPPORT_CHAT_URL,
    gaMeasurementId: parsed.data.VITE_GA_MEASUREMENT_ID,
    frenchPreview: parsed.data.VITE_FRENCH_PREVIEW === 'on',
  };
}
