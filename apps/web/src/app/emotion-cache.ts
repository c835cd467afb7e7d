import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';

/**
 * The one emotion cache shape for server and browser: the same key ('css') lets the browser cache
 * pick up the critical style tags the prerender wrote into <head> instead of inserting them again.
 */
export const emotionCacheKey = 'css';

export function createEmotionCache(): EmotionCache {
  return createCache({ key: emotionCacheKey });
}
