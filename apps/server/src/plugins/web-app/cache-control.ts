/** Vite puts content-hashed files under /assets/: a new build means new names. */
export const immutableCache = 'public, max-age=31536000, immutable';
/** HTML must be revalidated on every visit so a deploy is seen at once (ETag makes it cheap). */
export const revalidateCache = 'no-cache';
/** Unhashed files (favicon, images, robots.txt): fresh for an hour. */
export const shortCache = 'public, max-age=3600';

/**
 * The website widget (/widget/v1.js): a day fresh, then used while revalidated for a week. Its
 * address is versioned, not hashed, so a fix reaches every provider's site within a day.
 */
export const widgetCache = 'public, max-age=86400, stale-while-revalidate=604800';

/** Cache-Control for a file of the web build, by its path relative to the build directory. */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return immutableCache;
  if (relativePath.endsWith('.html')) return revalidateCache;
  return shortCache;
}
