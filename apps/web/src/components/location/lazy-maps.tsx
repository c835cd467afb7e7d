import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { mapDefaults } from '@kinderwait/contract/constants';
import { useMessages } from '../../lib/i18n/use-messages';
import { locationCatalogue } from './location-messages';
import type { MapWidgetProps } from './map-widget';
import type { MarkersMapProps } from './markers-map';

function MapLoading() {
  const { t } = useMessages(locationCatalogue);
  return <CircularProgress aria-label={t('mapLoading')} />;
}

interface MapSize {
  height?: string;
  width?: string;
}

/**
 * A map component whose module (and Leaflet with it) is downloaded only when a screen shows it;
 * until then a spinner holds the map's place.
 */
function lazyMap<Props extends MapSize>(load: () => Promise<ComponentType<Props>>) {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyMap(props: Props) {
    const fallback = (
      <Box
        sx={{
          height: props.height ?? mapDefaults.height,
          width: props.width ?? mapDefaults.width,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {/* Unnamed only while the words themselves load. */}
        <Suspense fallback={<CircularProgress />}>
          <MapLoading />
        </Suspense>
      </Box>
    );
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** The one-pin map widget, loaded lazily. */
export const LazyMapWidget = lazyMap<MapWidgetProps>(
  async () => (await import('./map-widget')).MapWidget,
);

/** The many-markers map, loaded lazily. */
export const LazyMarkersMap = lazyMap<MarkersMapProps>(
  async () => (await import('./markers-map')).MarkersMap,
);
