// The size of the `npm run seed:city` data set at a scale (1 = the city, 0.01 = a quick run).

/** The real Toronto centres come from the API's own import: their count never scales. */
export const cityFull = {
  families: 120_000,
  children: 150_000,
  /** Generated home providers and babysitters, on top of the imported centres. */
  homes: 4_000,
} as const;

/** Demand over providers ranked by popularity: weight 1 / (rank + q)^s (Zipf–Mandelbrot). */
export const demandShape = { s: 1.4, q: 80 } as const;

export interface CityPlan {
  seed: number;
  scale: number;
  /** Toronto's date the data is made around (YYYY-MM-DD): ages, start dates, deadlines. */
  today: string;
  families: number;
  children: number;
  homes: number;
}

export function cityPlan(seed: number, scale: number, today: string): CityPlan {
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed: not a whole number: ${seed}`);
  if (!(scale > 0 && scale <= 1)) throw new Error(`--scale: must be in (0, 1]: ${scale}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`--today: not YYYY-MM-DD: ${today}`);
  const of = (full: number): number => Math.max(1, Math.round(full * scale));
  return {
    seed,
    scale,
    today,
    families: of(cityFull.families),
    children: of(cityFull.children),
    homes: of(cityFull.homes),
  };
}
