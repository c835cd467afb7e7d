import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PrerenderManifest } from '@kinderwait/contract';
import { prerenderManifestFile } from '@kinderwait/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { createPageMatcher } from './route-patterns.ts';
import { parseWebPath } from './web-path.ts';

const manifestSchema = z.object({
  paths: z.array(z.string()),
  routePatterns: z.array(z.string()).optional(),
  unlisted: z.array(z.string()).optional(),
}) satisfies z.ZodType<PrerenderManifest>;

/** What the server reads of a web build's manifest. */
export interface WebBuildManifest {
  /** Prerendered paths, without trailing slashes ("/" stays "/"). */
  readonly prerendered: ReadonlySet<string>;
  /** Whether a path is one of the app's pages; always true for a build that lists no patterns. */
  readonly isPage: (webPath: string) => boolean;
  /** Prerendered paths for the sitemap: all but those the build marks unlisted. */
  readonly listed: ReadonlySet<string>;
}

/**
 * Reads the web build's prerender manifest (prerendered paths and page patterns), re-reading it only when the file changes, so a new
 * build is picked up without a restart. A missing manifest means nothing is prerendered; a broken
 * one is logged and ignored, since the SPA shell can still serve every page.
 */
export function createPrerenderManifestReader(
  distDir: string,
  log: FastifyBaseLogger,
): () => Promise<WebBuildManifest | null> {
  const manifestPath = path.join(distDir, prerenderManifestFile);
  let cached: { mtimeMs: number; manifest: WebBuildManifest | null } | null = null;

  return async () => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(manifestPath)).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs === mtimeMs) return cached.manifest;
    const manifest = await readManifest(manifestPath, log);
    cached = { mtimeMs, manifest };
    return manifest;
  };
}

async function readManifest(
  manifestPath: string,
  log: FastifyBaseLogger,
): Promise<WebBuildManifest | null> {
  try {
    const manifest = manifestSchema.parse(JSON.parse(await readFile(manifestPath, 'utf8')));
    const paths = new Set<string>();
    for (const entry of manifest.paths) {
      // A path that could leave the build directory is never served, whatever the build wrote.
      const safe = parseWebPath(entry);
      if (safe === null) {
        log.warn({ path: entry }, 'prerender manifest path ignored');
        continue;
      }
      paths.add(withoutTrailingSlash(safe));
    }
    const { routePatterns } = manifest;
    const unlisted = new Set((manifest.unlisted ?? []).map(withoutTrailingSlash));
    return {
      prerendered: paths,
      listed: new Set([...paths].filter((webPath) => !unlisted.has(webPath))),
      isPage: routePatterns === undefined ? () => true : createPageMatcher(routePatterns),
    };
  } catch (err) {
    log.error({ err, manifestPath }, 'prerender manifest unreadable; serving the SPA shell');
    return null;
  }
}

export function withoutTrailingSlash(webPath: string): string {
  return webPath.length > 1 && webPath.endsWith('/') ? webPath.slice(0, -1) : webPath;
}

/** Where the web build writes a prerendered page: `/` → index.html, `/about` → about/index.html. */
export function prerenderedFileFor(webPath: string): string {
  return webPath === '/' ? 'index.html' : `${webPath.slice(1)}/index.html`;
}
