import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml, prerenderOriginPlaceholder } from '@kinderwait/contract';

export interface PrerenderedHtml {
  html: string;
  /** Weak: the same page may go out compressed or not. */
  etag: string;
}

/**
 * Reads prerendered pages with the placeholder origin replaced by `publicOrigin`. Each file is read
 * once and kept until its modification time or size changes, so a new build is still picked up
 * without a restart. Null when the file is missing.
 */
export function createPrerenderedHtmlReader(
  distDir: string,
  publicOrigin: string,
): (relativePath: string) => Promise<PrerenderedHtml | null> {
  const cache = new Map<string, { version: string; page: PrerenderedHtml }>();
  const origin = escapeHtml(publicOrigin);

  return async (relativePath) => {
    const file = path.join(distDir, relativePath);
    let version: string;
    try {
      const stats = await stat(file);
      if (!stats.isFile()) return null;
      version = `${String(stats.mtimeMs)}:${String(stats.size)}`;
    } catch {
      return null;
    }
    const cached = cache.get(relativePath);
    if (cached?.version === version) return cached.page;

    let html: string;
    try {
      html = (await readFile(file, 'utf8')).replaceAll(prerenderOriginPlaceholder, origin);
    } catch {
      return null;
    }
    const digest = createHash('sha256').update(html).digest('base64url').slice(0, 27);
    const page = { html, etag: `W/"${digest}"` };
    cache.set(relativePath, { version, page });
    return page;
  };
}

/** True when an If-None-Match header names `etag` (compared weakly, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(etag));
}
