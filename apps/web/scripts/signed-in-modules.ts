// Which bundled modules count as signed-in code, and which of them a prerendered public page loads
// up front. Pure functions, so the build check (check-landing-budget.mjs) can be unit-tested; Node
// runs this file directly (type stripping), so it uses erasable syntax only.
import path from 'node:path';

/**
 * Folders under src/features that public pages may load. Every other feature folder is signed-in
 * code, so a new feature is covered without editing this list.
 */
export const publicFeatureFolders: readonly string[] = ['public'];

export function signedInFeatureFolders(featureFolders: readonly string[]): string[] {
  return featureFolders.filter((folder) => !publicFeatureFolders.includes(folder)).sort();
}

// Rollup ids may carry a \0 prefix (virtual modules) or a ?query; Windows paths use backslashes.
function sourceFileOf(moduleId: string): string {
  return moduleId.replace(/^\0/, '').replace(/\?.*$/, '').replaceAll('\\', '/');
}

/**
 * Tells whether a bundled module id is signed-in code: a module of a signed-in feature, or the
 * access guard (route-access.ts only declares what a route needs, and the route table imports it).
 */
export function signedInModuleTest(
  srcDir: string,
  signedInFeatures: readonly string[],
): (moduleId: string) => boolean {
  const src = srcDir.replaceAll('\\', '/');
  const featurePrefixes = signedInFeatures.map((folder) => `${src}/features/${folder}/`);
  const guardPrefix = `${src}/app/guard/`;
  const routeAccess = `${guardPrefix}route-access.ts`;
  return (moduleId) => {
    const file = sourceFileOf(moduleId);
    if (featurePrefixes.some((prefix) => file.startsWith(prefix))) return true;
    return file.startsWith(guardPrefix) && file !== routeAccess;
  };
}

export interface PageChunks {
  /** URL path of the page, e.g. `/about`. */
  path: string;
  /** Chunk files the page loads before it is interactive. */
  files: readonly string[];
}

/**
 * One line per forbidden module in a page's initial chunks: `file: module (pages)`. A chunk shared
 * by many pages is reported once, with every page that loads it.
 */
export function findForbiddenModules(
  pages: readonly PageChunks[],
  chunkModules: ReadonlyMap<string, readonly string[]>,
  isForbidden: (moduleId: string) => boolean,
  rootDir: string,
): string[] {
  const pagesByModule = new Map<string, string[]>();
  for (const page of pages) {
    for (const file of new Set(page.files)) {
      for (const id of chunkModules.get(file) ?? []) {
        if (!isForbidden(id)) continue;
        const key = `${file}: ${path.relative(rootDir, sourceFileOf(id)).replaceAll('\\', '/')}`;
        const paths = pagesByModule.get(key) ?? [];
        if (!paths.includes(page.path)) paths.push(page.path);
        pagesByModule.set(key, paths);
      }
    }
  }
  return [...pagesByModule].map(([key, paths]) => `${key} (${paths.join(', ')})`).sort();
}
