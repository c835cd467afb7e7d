import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  chordSquaredLimit,
  earthRadiusKm,
  scheduleMaskOf,
  scheduleWindows,
  unitVectorOf,
} from './provider-matching.ts';

/** Great-circle km on the matching sphere, written out independently of the SQL. */
function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Points on the circle of `km` around the centre (by bearing), a hair inside it. */
function circle(lat: number, lon: number, km: number): { lat: number; lon: number }[] {
  const rad = Math.PI / 180;
  const angular = (km * (1 - 1e-9)) / earthRadiusKm;
  const points: { lat: number; lon: number }[] = [];
  for (let degree = 0; degree < 360; degree += 0.25) {
    const bearing = degree * rad;
    const lat2 = Math.asin(
      Math.sin(lat * rad) * Math.cos(angular) +
        Math.cos(lat * rad) * Math.sin(angular) * Math.cos(bearing),
    );
    const lon2 =
      lon * rad +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat * rad),
        Math.cos(angular) - Math.sin(lat * rad) * Math.sin(lat2),
      );
    points.push({ lat: lat2 / rad, lon: lon2 / rad });
  }
  return points;
}

describe('the chord between unit vectors', () => {
  const squaredChord = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
    const u = unitVectorOf(a.lat, a.lon);
    const v = unitVectorOf(b.lat, b.lon);
    return (u.x - v.x) ** 2 + (u.y - v.y) ** 2 + (u.z - v.z) ** 2;
  };

  it.each([
    [43.6534, -79.3841, 1],
    [43.6534, -79.3841, 5],
    [43.6534, -79.3841, 50],
    [-60, 179.9, 30],
  ])('equals the limit of the distance on the circle around (%s, %s) of %s km', (lat, lon, km) => {
    const limit = chordSquaredLimit(km);
    for (const point of circle(lat, lon, km)) {
      // The points lie a billionth inside the circle: the chord agrees far below the margin
      // (a millionth) within which the SQL asks the haversine instead.
      expect(Math.abs(squaredChord({ lat, lon }, point) / limit - 1)).toBeLessThan(1e-8);
    }
  });

  it('grows with the distance, so it orders as the haversine does', () => {
    const centre = { lat: 43.6534, lon: -79.3841 };
    const ring = [0.5, 1, 2.5, 5, 12, 49].map((km) => circle(centre.lat, centre.lon, km)[37]);
    const chords = ring.map((point) => (point === undefined ? NaN : squaredChord(centre, point)));
    expect(chords).toEqual([...chords].sort((a, b) => a - b));
    expect(new Set(chords).size).toBe(ring.length);
  });
});

describe('boundingBox', () => {
  it.each([
    [43.6534, -79.3841, 1],
    [43.6534, -79.3841, 50],
    [70, 20, 50],
    [-60, 100, 30],
  ])('holds every point of the circle around (%s, %s) of %s km', (lat, lon, km) => {
    const box = boundingBox(lat, lon, km);
    for (const point of circle(lat, lon, km)) {
      expect(haversineKm(lat, lon, point.lat, point.lon)).toBeLessThanOrEqual(km);
      expect(point.lat).toBeGreaterThanOrEqual(box.minLatitude);
      expect(point.lat).toBeLessThanOrEqual(box.maxLatitude);
      expect(point.lon).toBeGreaterThanOrEqual(box.minLongitude);
      expect(point.lon).toBeLessThanOrEqual(box.maxLongitude);
    }
  });

  it('is wider than distance / cos(latitude) away from the equator (that simpler box misses points)', () => {
    const lat = 70;
    const km = 50;
    const box = boundingBox(lat, 20, km);
    const simple = ((km / earthRadiusKm) * 180) / Math.PI / Math.cos((lat * Math.PI) / 180);
    const easternmost = Math.max(...circle(lat, 20, km).map((point) => point.lon));
    expect(easternmost - 20).toBeGreaterThan(simple);
    expect(box.maxLongitude).toBeGreaterThanOrEqual(easternmost);
  });

  it('spans every longitude near a pole or across the antimeridian', () => {
    expect(boundingBox(89.9, 0, 50)).toMatchObject({ minLongitude: -180, maxLongitude: 180 });
    expect(boundingBox(0, 179.9, 50)).toMatchObject({ minLongitude: -180, maxLongitude: 180 });
  });
});

describe('scheduleWindows', () => {
  it('maps the grid to clock windows; Night is both ends of the day', () => {
    expect(
      scheduleWindows([
        { day: 'Monday', timeOfDay: 'Morning' },
        { day: 'Sunday', timeOfDay: 'Night' },
      ]),
    ).toEqual([
      { day: 0, from: '06:00', to: '12:00', from2: '06:00', to2: '12:00' },
      { day: 6, from: '00:00', to: '06:00', from2: '21:00', to2: '24:00' },
    ]);
  });
});

describe('scheduleMaskOf', () => {
  it('sets bit day * 4 + time of day per chosen cell (the bits of provider_schedule_mask)', () => {
    expect(scheduleMaskOf([])).toBe(0);
    expect(scheduleMaskOf([{ day: 'Monday', timeOfDay: 'Morning' }])).toBe(1);
    expect(scheduleMaskOf([{ day: 'Tuesday', timeOfDay: 'Afternoon' }])).toBe(1 << 5);
    expect(
      scheduleMaskOf([
        { day: 'Sunday', timeOfDay: 'Night' },
        { day: 'Monday', timeOfDay: 'Evening' },
      ]),
    ).toBe((1 << 27) | (1 << 2));
  });
});
