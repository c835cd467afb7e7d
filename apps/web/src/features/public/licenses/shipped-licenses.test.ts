import { describe, expect, it } from 'vitest';
import { loadShippedLicenses } from './shipped-licenses';

const file = '/src/generated/licenses.json';
const mit = 'MIT License\n\nCopyright (c) Meta Platforms, Inc. and affiliates.';
const generated = {
  generatedAt: '2026-11-22T10:00:00.000Z',
  licenseTexts: [mit, 'Fastify licence'],
  browser: [
    { name: 'react', version: '19.3.1', licenses: 'MIT', licenseText: 0 },
    { name: 'react-dom', version: '19.3.1', licenses: 'MIT', licenseText: 0 },
  ],
  server: [
    { name: 'fastify', version: '5.12.8', licenses: 'MIT', licenseText: 1 },
    { name: 'pg', version: '8.23.1', licenses: 'MIT', repository: 'https://github.com/brianc/pg' },
  ],
};

describe('loadShippedLicenses', () => {
  it('returns undefined when the file has not been generated', () => {
    expect(loadShippedLicenses({})).toBeUndefined();
  });

  it('returns both groups with each shared licence text put back in place', () => {
    expect(loadShippedLicenses({ [file]: generated })).toEqual({
      generatedAt: '2026-11-22T10:00:00.000Z',
      browser: [
        { name: 'react', version: '19.3.1', licenses: 'MIT', licenseText: mit },
        { name: 'react-dom', version: '19.3.1', licenses: 'MIT', licenseText: mit },
      ],
      server: [
        { name: 'fastify', version: '5.12.8', licenses: 'MIT', licenseText: 'Fastify licence' },
        {
          name: 'pg',
          version: '8.23.1',
          licenses: 'MIT',
          repository: 'https://github.com/brianc/pg',
        },
      ],
    });
  });

  it('returns undefined for a file of the wrong shape rather than failing the page', () => {
    expect(loadShippedLicenses({ [file]: { packages: 'x' } })).toBe(undefined);
    // The file of an older build: one flat list, without the server's packages.
    expect(
      loadShippedLicenses({
        [file]: { generatedAt: generated.generatedAt, packages: generated.browser },
      }),
    ).toBe(undefined);
  });

  it('returns undefined when a package points at a licence text that is not there', () => {
    const damaged = { ...generated, licenseTexts: [mit] };
    expect(loadShippedLicenses({ [file]: damaged })).toBeUndefined();
  });
});
