import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Marker as LeafletMarker } from 'leaflet';
import type { RefObject } from 'react';
import { MapFrame } from './map-frame';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { mapDefaults } from '@kinderwait/contract/constants';
import { loadMapSettings } from '../../config/map-settings';
import type { MapSettings } from '../../config/map-settings';
import { useMessages } from '../../lib/i18n/use-messages';
import { locationCatalogue } from './location-messages';
import { pinIcon } from './pin-icon';
import type { LatLng } from './reverse-geocode';

export interface MapWidgetProps {
  /** Whether the pin can be dragged. */
  draggable: boolean;
  /** CSS height; 500px by default (docs/product/onboarding.md#map). */
  height?: string;
  /** CSS width; 100% by default. */
  width?: string;
  /** Where the pin starts; the map draws nothing until it is known. */
  initialLocation: LatLng | undefined;
  /** Called with the pin's position once the map is first shown, then after every drag. */
  onLocationChange: (location: LatLng) => void;
  /**
   * Where to move the pin (and the map) now: a typed address placed by the geocoder. A new object
   * moves it again; moving it this way reports no change (the caller knows where it put it).
   */
  pinTarget?: LatLng;
}

/** Moves the pin and centres the map on `target` whenever the caller gives a new one. */
function PinMover({
  target,
  marker,
}: {
  target: LatLng | undefined;
  marker: RefObject<LeafletMarker | null>;
}) {
  const map = useMap();
  useEffect(() => {
    if (target === undefined) return;
    marker.current?.setLatLng([target.lat, target.lng]);
    map.setView([target.lat, target.lng], map.getZoom());
  }, [target, map, marker]);
  return null;
}

/**
 * The map (docs/product/onboarding.md#map; Leaflet through react-leaflet): OpenStreetMap-style
 * tiles up to zoom 19, zoom 14, our own 50×50 pin. It is a pointer's way to place the pin; keyboard
 * and screen reader users have the address field and the typed address fields of the location
 * selector. Loaded lazily (lazy-maps.tsx), so only screens that show a map download Leaflet.
 */
export function MapWidget({
  draggable,
  height = mapDefaults.height,
  width = mapDefaults.width,
  initialLocation,
  onLocationChange,
  pinTarget,
}: MapWidgetProps) {
  const { t } = useMessages(locationCatalogue);
  const [settings, setSettings] = useState<MapSettings | undefined>(undefined);
  const markerRef = useRef<LeafletMarker>(null);
  const emitted = useRef(false);
  const onChange = useRef(onLocationChange);
  useEffect(() => {
    onChange.current = onLocationChange;
  });

  useEffect(() => {
    let active = true;
    void loadMapSettings().then((loaded) => {
      if (active) setSettings(loaded);
    });
    return () => {
      active = false;
    };
  }, []);

  const shown = initialLocation !== undefined && settings !== undefined;
  // A stable position: react-leaflet moves the marker back whenever this prop changes identity.
  const lat = initialLocation?.lat;
  const lng = initialLocation?.lng;
  const start = useMemo<[number, number] | undefined>(
    () => (lat === undefined || lng === undefined ? undefined : [lat, lng]),
    [lat, lng],
  );
  useEffect(() => {
    if (!shown || emitted.current) return;
    emitted.current = true;
    onChange.current(initialLocation);
  }, [shown, initialLocation]);

  const eventHandlers = useMemo(
    () => ({
      dragend: () => {
        const position = markerRef.current?.getLatLng();
        if (position) onChange.current({ lat: position.lat, lng: position.lng });
      },
    }),
    [],
  );

  return (
    <MapFrame label={t('mapLabel')} busy={!shown} height={height} width={width}>
      {shown && start !== undefined ? (
        <MapContainer
          center={start}
          zoom={mapDefaults.zoom}
          maxZoom={mapDefaults.maxTileZoom}
          style={{ height: '100%', width: '100%', borderRadius: 4 }}
        >
          <TileLayer
            url={settings.tileUrl}
            attribution={settings.tileAttribution}
            maxZoom={mapDefaults.maxTileZoom}
          />
          <Marker
            ref={markerRef}
            position={start}
            draggable={draggable}
            icon={pinIcon}
            alt={t('pinLabel')}
            title={t('pinLabel')}
            eventHandlers={eventHandlers}
          />
          <PinMover target={pinTarget} marker={markerRef} />
        </MapContainer>
      ) : null}
    </MapFrame>
  );
}
