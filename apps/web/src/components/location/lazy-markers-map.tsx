import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { mapDefaults } from '@kinderwait/contract/constants';
import { locationTexts } from './location-texts';
import type { MarkersMapProps } from './markers-map';

const LoadedMarkersMap = lazy(async () => {
  const { MarkersMap } = await import('./markers-map');
  return { default: MarkersMap };
});

/** The many-markers map, with Leaflet downloaded only when a screen shows it. */
export function LazyMarkersMap(props: MarkersMapProps) {
  const fallback = (
    <Box
      sx={{
        height: props.height ?? mapDefaults.height,
        width: props.width ?? mapDefaults.width,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <CircularProgress aria-label={locationTexts.mapLoading} />
    </Box>
  );
  return (
    <Suspense fallback={fallback}>
      <LoadedMarkersMap {...props} />
    </Suspense>
  );
}
