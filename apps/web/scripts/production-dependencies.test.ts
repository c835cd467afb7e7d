// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LockEntry } from './production-dependencies.ts';
import { productionClosure, resolveLockLocation } from './production-dependencies.ts';

// A small package-lock.json `packages` map: a server workspace depending on a workspace library,
// a hoisted package, a nested copy of another version, an optional binary for another platform,
// required and optional peers, and dev-only tooling.
const lock: Record<string, LockEntry> = {
  '': { name: 'root' },
  'apps/server': {
    name: '@acme/server',
    version: '0.0.0',
    dependencies: { '@acme/contract': '*', fastify: '^5' },
    optionalDependencies: { 'native-addon': '^1' },
  },
  'packages/contract': { name: '@acme/contract', version: '0.0.0', dependencies: { zod: '^4' } },
  'node_modules/@acme/contract': { link: true, resolved: 'packages/contract' },
  'node_modules/fastify': {
    version: '5.0.0',
    dependencies: { semver: '^7', pino: '^9' },
    peerDependencies: { typescript: '*', 'pino-pretty': '*', '@opentelemetry/api': '*' },
    peerDependenciesMeta: { '@opentelemetry/api': { optional: true } },
  },
  'node_modules/pino-pretty': { version: '13.0.0' },
  // Installed for dev tooling; fastify would use it if it were there in production.
  'node_modules/@opentelemetry/api': { version: '1.9.1' },
  'node_modules/fastify/node_modules/semver': { version: '7.6.0' },
  'node_modules/semver': { version: '6.3.1' },
  'node_modules/pino': { version: '9.1.0', dependencies: { semver: '^6' } },
  'node_modules/zod': { version: '4.6.7' },
  'node_modules/native-addon': { version: '1.0.0', optionalDependencies: { 'addon-darwin': '1' } },
  'node_modules/addon-darwin': { version: '1.0.0' },
  'node_modules/typescript': { version: '6.0.0' },
  'node_modules/vitest': { version: '5.0.0' },
};
const notInstalled = new Set(['node_modules/addon-darwin', 'node_modules/typescript']);
const isInstalled = (location: string) => !notInstalled.has(location);

describe('resolveLockLocation', () => {
  it('finds the nearest copy, nested before hoisted, as Node does', () => {
    expect(resolveLockLocation(lock, 'node_modules/fastify', 'semver')).toBe(
      'node_modules/fastify/node_modules/semver',
    );
    expect(resolveLockLocation(lock, 'node_modules/pino', 'semver')).toBe('node_modules/semver');
    expect(resolveLockLocation(lock, 'apps/server', 'fastify')).toBe('node_modules/fastify');
    expect(resolveLockLocation(lock, 'apps/server', 'left-pad')).toBeUndefined();
  });
});

describe('productionClosure', () => {
  const ids = productionClosure(lock, 'apps/server', isInstalled).map(
    ({ name, version }) => `${name}@${version}`,
  );

  it('lists the transitive production dependencies, each version once', () => {
    expect(ids).toEqual([
      'fastify@5.0.0',
      'native-addon@1.0.0',
      'pino@9.1.0',
      'pino-pretty@13.0.0',
      'semver@6.3.1',
      'semver@7.6.0',
      'zod@4.6.7',
    ]);
  });

  it('follows workspace links without listing our own packages', () => {
    expect(ids).toContain('zod@4.6.7');
    expect(ids.some((id) => id.startsWith('@acme/'))).toBe(false);
  });

  it('leaves out dev tooling, packages not installed and optional peers nothing else needs', () => {
    expect(ids).not.toContain('vitest@5.0.0');
    expect(ids).not.toContain('typescript@6.0.0');
    expect(ids).not.toContain('addon-darwin@1.0.0');
    expect(ids).not.toContain('@opentelemetry/api@1.9.1');
  });

  it('fails when a required dependency is not in the lock file', () => {
    const broken = { ...lock, 'node_modules/pino': { version: '9.1.0', dependencies: { x: '1' } } };
    expect(() => productionClosure(broken, 'apps/server', isInstalled)).toThrow(
      'node_modules/pino needs x, which is not locked',
    );
  });
});
