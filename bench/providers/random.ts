// ---------------------------------------------------------------------------------------------
// Deterministic randomness

/** A seeded PRNG (sfc32, seeded through splitmix32): uniform floats in [0, 1). */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let state = seed >>> 0;
    const next = (): number => {
      state = (state + 0x9e3779b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let index = 0; index < 12; index += 1) this.next();
  }

  next(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** One of `weighted`'s values, each as likely as its weight. */
  weighted<T>(weighted: readonly (readonly [T, number])[]): T {
    const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
    let point = this.next() * total;
    for (const [value, weight] of weighted) {
      point -= weight;
      if (point < 0) return value;
    }
    const last = weighted.at(-1);
    if (last === undefined) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** A standard normal deviate (Box-Muller). */
  gaussian(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A version 4 UUID made of this generator's bits (deterministic, unlike randomUUID). */
  uuid(): string {
    const hex = (bits: number, digits: number): string =>
      Math.floor(this.next() * 2 ** bits)
        .toString(16)
        .padStart(digits, '0');
    const variant = (8 + this.int(0, 3)).toString(16);
    return `${hex(32, 8)}-${hex(16, 4)}-4${hex(12, 3)}-${variant}${hex(12, 3)}-${hex(24, 6)}${hex(24, 6)}`;
  }
}
