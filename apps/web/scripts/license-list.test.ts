// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildLicenseList } from './license-list.ts';

const mit = 'MIT License\n\nCopyright (c) Titus Wormer';
const found = {
  'micromark@4.0.3': { licenses: 'MIT', licenseText: `${mit}\n`, licenseFile: '/x/LICENSE' },
  'micromark-util-chunked@2.0.1': { licenses: 'MIT', licenseText: mit, licenseFile: '/y/license' },
  'zod@4.6.7': {
    licenses: 'MIT',
    repository: 'https://github.com/colinhacks/zod',
    publisher: 'Colin McDonnell',
    licenseText: 'zod licence',
    licenseFile: '/z/LICENSE',
  },
  '@fastify/ajv-compiler@4.0.5': { licenses: ['MIT', 'Apache-2.0'] },
  'odd@1.0.0': { licenses: 'MIT*', licenseText: '# odd\n\nA readme', licenseFile: '/o/README.md' },
};

describe('buildLicenseList', () => {
  const list = buildLicenseList(
    {
      browser: ['zod@4.6.7', 'micromark@4.0.3', 'micromark-util-chunked@2.0.1', 'zod@4.6.7'],
      server: ['zod@4.6.7', '@fastify/ajv-compiler@4.0.5', 'odd@1.0.0'],
    },
    found,
    '2026-11-22T10:00:00.000Z',
  );

  it('lists each group by name, each package once, with name and version split at the last @', () => {
    expect(list.browser.map(({ name, version }) => `${name} ${version}`)).toEqual([
      'micromark 4.0.3',
      'micromark-util-chunked 2.0.1',
      'zod 4.6.7',
    ]);
    expect(list.server.map(({ name, version }) => `${name} ${version}`)).toEqual([
      '@fastify/ajv-compiler 4.0.5',
      'odd 1.0.0',
      'zod 4.6.7',
    ]);
  });

  it('stores each distinct licence text once and points packages at it', () => {
    expect(list.licenseTexts).toEqual([mit, 'zod licence']);
    const [micromark, chunked, zod] = list.browser;
    expect(micromark?.licenseText).toBe(0);
    expect(chunked?.licenseText).toBe(0);
    expect(zod?.licenseText).toBe(1);
    expect(list.server.find((pkg) => pkg.name === 'zod')?.licenseText).toBe(1);
  });

  it('keeps licence, repository and publisher, and joins a list of licences with OR', () => {
    expect(list.browser.at(-1)).toEqual({
      name: 'zod',
      version: '4.6.7',
      licenses: 'MIT',
      repository: 'https://github.com/colinhacks/zod',
      publisher: 'Colin McDonnell',
      licenseText: 1,
    });
    expect(list.server[0]).toEqual({
      name: '@fastify/ajv-compiler',
      version: '4.0.5',
      licenses: 'MIT OR Apache-2.0',
    });
  });

  it('does not pass off a README the checker fell back to as a licence text', () => {
    expect(list.server.find((pkg) => pkg.name === 'odd')?.licenseText).toBeUndefined();
    expect(list.licenseTexts).not.toContain('# odd\n\nA readme');
  });

  it('fails when the checker knows nothing of a shipped package', () => {
    expect(() => buildLicenseList({ browser: ['ghost@1.0.0'], server: [] }, found, 'now')).toThrow(
      'No licence information for: ghost@1.0.0',
    );
  });
});
