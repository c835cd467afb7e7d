import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../theme/theme';

interface AppProvidersProps {
  /** A fresh cache per server render (to extract its critical CSS), one cache in the browser. */
  cache: EmotionCache;
  children: ReactNode;
}

/**
 * Styling context around the router, so that the root error boundary is themed too and the server
 * can hand in the cache it extracts critical CSS from.
 */
export function AppProviders({ cache, children }: AppProvidersProps) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
