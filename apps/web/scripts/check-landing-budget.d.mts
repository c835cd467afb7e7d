// Types of check-landing-budget.mjs for the TypeScript tests that import it.
import type { ViteManifest } from './prerender.mjs';

export const landingBudgetBytes: number;
export const landingAppBudgetBytes: number;
export function checkLandingBudget(input: {
  clientDir: string;
  manifest: ViteManifest;
  entryKey: string;
  appModules: readonly string[];
  chunkModules: ReadonlyMap<string, readonly string[]>;
  budgets?: { initial: number; app: number };
}): Promise<{
  files: { file: string; bytes: number; kB: string }[];
  gzipped: number;
  withApp: number;
  offenders: string[];
  withinBudget: boolean;
}>;
export function checkPublicPages(
  input: unknown,
): Promise<{ features: string[]; offenders: string[] }>;
