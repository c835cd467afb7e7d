import { describe, expect, it } from 'vitest';
import './zod-config';
import { config } from 'zod/mini';

describe('zod configuration', () => {
  it('is read by zod from the global object set before zod loads: parsers without eval', () => {
    expect(config().jitless).toBe(true);
  });
});
