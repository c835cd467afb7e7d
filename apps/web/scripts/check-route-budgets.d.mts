// Types of check-route-budgets.mjs for the TypeScript tests that import it.
import type { ViteManifest } from './prerender.mjs';

export interface RouteBudget {
  screen: string;
  modules: readonly string[];
  bytes: number;
}
export const signedInShellModules: readonly string[];
export const routeBudgets: readonly RouteBudget[];
export function checkRouteBudgets(input: {
  clientDir: string;
  manifest: ViteManifest;
  budgets?: readonly RouteBudget[];
}): Promise<
  { screen: string; files: string[]; gzipped: number; budget: number; withinBudget: boolean }[]
>;
