import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const base = { MODE: 'production', DEV: false, PROD: true };

describe('parseEnv', () => {
  it('defaults the public origin to the local server', () => {
    expect(parseEnv(base).PUBLIC_ORIGIN).toBe('http://localhost:3000');
  });

  it('drops a trailing slash from the public origin', () => {
    expect(parseEnv({ ...base, PUBLIC_ORIGIN: 'https://kinderwait.ca/' }).PUBLIC_ORIGIN).toBe(
      'https://kinderwait.ca',
    );
  });

  it('names every bad variable', () => {
    expect(() => parseEnv({ ...base, PUBLIC_ORIGIN: 'ftp://kinderwait.ca', MODE: 3 })).toThrow(
      /PUBLIC_ORIGIN[\s\S]*MODE|MODE[\s\S]*PUBLIC_ORIGIN/,
    );
  });
});
