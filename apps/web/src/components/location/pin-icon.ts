import L from 'leaflet';
import { mapDefaults } from '@kinderwait/contract/constants';

// Our own pin (50 by 50, docs/product/onboarding.md#map): Leaflet's default marker images break
// under Vite's bundling.
const pinSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 50 50"><path d="M25 2C15.6 2 8 9.6 8 19c0 12.4 17 29 17 29s17-16.6 17-29C42 9.6 34.4 2 25 2z" fill="#e5484d" stroke="#fff" stroke-width="2"/><circle cx="25" cy="19" r="6.5" fill="#fff"/></svg>`;

const size = mapDefaults.pinSizePx;

export const pinIcon = L.icon({
  iconUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pinSvg)}`,
  iconSize: [size, size],
  // The tip of the pin marks the point.
  iconAnchor: [size / 2, size],
});
