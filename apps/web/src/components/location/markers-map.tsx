import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { MapFrame } from './map-frame';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { mapDefaults } from '@kinderwait/contract/constants';
import { loadMapSettings } from '../../config/map-settings';
import type { MapSettings } from '../../config/map-settings';
import { pinIcon } from './pin-icon';
import type { LatLng } from './reverse-geocode';

/** One place on the map; `label` names it (the marker's alt text and tooltip). */
export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  label: string;
}

export interface MarkersMapProps {
  markers: readonly MapMarker[];
  /** A second kind of place, drawn with its own pin (e.g. where the child lives). */
  home?: (LatLng & { label: string }) | undefined;
  /** Called with a marker's id when it is clicked. */
  onMarkerClick: (id: string) => void;
  /** Names the map region for screen readers. */
  label: string;
  /** CSS height; 500px by default (docs/product/onboarding.md#map). */
  height?: string;
  /** CSS width; 100% by default. */
  width?: string;
}

const size = mapDefaults.pinSizePx;
const homePinSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 50 50"><path d="M25 2C15.6 2 8 9.6 8 19c0 12.4 17 29 17 29s17-16.6 17-29C42 9.6 34.4 2 25 2z" fill="#3b82f6" stroke="#fff" stroke-width="2"/><path d="M17 20l8-7 8 7v8h-5v-5h-6v5h-5z" fill="#fff"/></svg>`;

/** A blue pin with a house: the place distances are measured from. */
export const homePinIcon = L.icon({
  iconUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(homePinSvg)}`,
  iconSize: [size, size],
  iconAnchor: [size / 2, size],
});

/** "lat,lng;lat,lng": the places as a value, so a new array of the same places is no change. */
function signatureOf(points: readonly [number, number][]): string {
  return points.map(([lat, lng]) => `${String(lat)},${String(lng)}`).join(';');
}

function pointsOf(signature: string): [number, number][] {
  if (signature === '') return [];
  return signature.split(';').map((pair): [number, number] => {
    const [lat = 0, lng = 0] = pair.split(',').map(Number);
    return [lat, lng];
  });
}

/** Keeps every point in view whenever the set of points changes (not when only the array does). */
function FitToPoints({ points }: { points: readonly [number, number][] }) {
  const map = useMap();
  const signature = signatureOf(points);
  useEffect(() => {
    const places = pointsOf(signature);
    const [first] = places;
    if (first === undefined) return;
    if (places.length === 1) {
      map.setView(first, mapDefaults.zoom);
      return;
    }
    map.fitBounds(L.latLngBounds(places), {
      padding: [size, size],
      maxZoom: mapDefaults.zoom,
    });
  }, [map, signature]);
  return null;
}

/**
 * Many places on one map (the product's map, docs/product/onboarding.md#map: the server's tiles,
 * zoom up to 19, our 50×50 pin), fitted to show them all. A pointer's way to find a place: markers
 * are left out of the tab order, so the screen must offer the same places and actions in a list
 * (keyboard and screen reader users use that). Loaded lazily (lazy-maps.tsx), so only screens that
 * show it download Leaflet.
 */
export function MarkersMap({
  markers,
  home,
  onMarkerClick,
  label,
  height = mapDefaults.height,
  width = mapDefaults.width,
}: MarkersMapProps) {
  const [settings, setSettings] = useState<MapSettings | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void loadMapSettings().then((loaded) => {
      if (active) setSettings(loaded);
    });
    return () => {
      active = false;
    };
  }, []);

  const points = useMemo<[number, number][]>(
    () => [
      ...markers.map((marker): [number, number] => [marker.latitude, marker.longitude]),
      ...(home === undefined ? [] : [[home.lat, home.lng] satisfies [number, number]]),
    ],
    [markers, home],
  );
  const center: [number, number] = points[0] ?? [mapDefaults.latitude, mapDefaults.longitude];

  return (
    <MapFrame label={label} busy={settings === undefined} height={height} width={width}>
      {settings === undefined ? null : (
        <MapContainer
          center={center}
          zoom={mapDefaults.zoom}
          maxZoom={mapDefaults.maxTileZoom}
          keyboard={false}
          style={{ height: '100%', width: '100%', borderRadius: 4 }}
        >
          <TileLayer
            url={settings.tileUrl}
            attribution={settings.tileAttribution}
            maxZoom={mapDefaults.maxTileZoom}
          />
          <FitToPoints points={points} />
          {home === undefined ? null : (
            <Marker
              position={[home.lat, home.lng]}
              icon={homePinIcon}
              alt={home.label}
              title={home.label}
              keyboard={false}
              zIndexOffset={-100}
            />
          )}
          {markers.map((marker) => (
            <Marker
              key={marker.id}
              position={[marker.latitude, marker.longitude]}
              icon={pinIcon}
              alt={marker.label}
              title={marker.label}
              keyboard={false}
              eventHandlers={{
                click: () => {
                  onMarkerClick(marker.id);
                },
              }}
            />
          ))}
        </MapContainer>
      )}
    </MapFrame>
  );
}
