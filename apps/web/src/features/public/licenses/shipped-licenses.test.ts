import { describe, expect, it } from 'vitest';
import { loadShippedLicenses } from './shipped-licenses';

const generated = {
  generatedAt: '2026-11-22T10:00:00.000Z',
  packages: [{ name: 'react', version: '19.3.1', licenses: 'MIT', licenseText: 'MIT License' }],
};

describe('loadShippedLicenses', () => {
  it('returns undefined when the file has not been generated', () => {
    expect(loadShippedLicenses({})).toBeUndefined();
  });

  it('returns the generated licences', () => {
    expect(loadShippedLicenses({ '/src/generated/licenses.json': generated })).toEqual(generated);
  });

  it('returns undefined for a file of the wrong shape rather than failing the page', () => {
    expect(loadShippedLicenses({ '/src/generated/licenses.json': { packages: 'x' } })).toBe(
      undefined,
    );
  });
});
