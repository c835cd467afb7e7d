import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface MapFrameProps {
  /** The map region's accessible name. */
  label: string;
  /** True while the map's settings or start point load. */
  busy: boolean;
  height: string;
  width: string;
  children: ReactNode;
}

/**
 * The named region a Leaflet map sits in, greyed while it loads. Leaflet's panes and controls
 * carry z-indexes of 400 to 1000: isolated here, they stay under the page's sticky bars and
 * dialogs instead of painting over them (and taking their taps). Every map sits in one, so the
 * attribution's links are underlined here once.
 */
export function MapFrame({ label, busy, height, width, children }: MapFrameProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      aria-busy={busy}
      sx={{
        height,
        width,
        position: 'relative',
        isolation: 'isolate',
        bgcolor: 'action.hover',
        borderRadius: 1,
        // Leaflet draws the attribution's links by colour alone, too close to the words around
        // them (axe's link-in-text-block): underlined, they stand out without colour.
        '& .leaflet-control-attribution a': { textDecoration: 'underline' },
      }}
    >
      {children}
    </Box>
  );
}
