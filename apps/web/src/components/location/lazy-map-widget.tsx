import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { mapDefaults } from '@kinderwait/contract/constants';
import { locationTexts } from './location-texts';
import type { MapWidgetProps } from './map-widget';

const LoadedMapWidget = lazy(async () => {
  const { MapWidget } = await import('./map-widget');
  return { default: MapWidget };
});

/** The map widget, with Leaflet downloaded only when a screen shows it. */
export function LazyMapWidget(props: MapWidgetProps) {
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
      <LoadedMapWidget {...props} />
    </Suspense>
  );
}
