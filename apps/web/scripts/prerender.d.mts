// Types of prerender.mjs for the TypeScript tests that import it.
export type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;
export const appStartKey: string;
export function staticChunkFiles(manifest: ViteManifest, key: string): string[];
export function appChunkFiles(
  manifest: ViteManifest,
  modules: readonly string[],
  alreadyLoaded: ReadonlySet<string>,
): string[];
export function messageChunkFiles(
  manifest: ViteManifest,
  modules: readonly string[],
  language: string,
): string[];
export function fillTemplate(
  template: string,
  head: string,
  html: string,
  language?: string,
): string;
