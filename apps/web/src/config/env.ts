import type { BuildSettings } from './env-schema';

/** Written into the bundle by vite.config.ts: the settings its zod parse accepted. */
declare const __BUILD_SETTINGS__: BuildSettings;

export interface Env extends BuildSettings {
  /** A production build: storage is obfuscated. */
  readonly production: boolean;
}

/**
 * The build-time settings, in one place. They are parsed with zod once, by the Vite config when
 * it builds (or serves, or tests) the app, which fails on a bad value naming the variable; the
 * bundle receives the parsed values, so no page ships zod for them. The only reader of
 * `import.meta.env`: everything else imports `env`.
 */
export const env: Env = { ...__BUILD_SETTINGS__, production: import.meta.env.PROD };
