import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOrder } from './service-graph.ts';

/**
 * The server's folders in layers, lowest first: a file imports only its own layer or lower ones,
 * so every arrow points down. Infrastructure knows nothing of the modules, the modules nothing of
 * the composition root that assembles them. Tests and test support (src/test) may import anything.
 */
const layers: readonly { name: string; holds: (file: string) => boolean }[] = [
  {
    name: 'infrastructure',
    holds: (file) =>
      !file.includes('/') || /^(auth|db|events|http|i18n|integrations|jobs)\//.test(file),
  },
  { name: 'plugins', holds: (file) => file.startsWith('plugins/') },
  { name: 'modules', holds: (file) => file.startsWith('modules/') },
  { name: 'app', holds: (file) => file.startsWith('app/') },
  {
    name: 'entry',
    holds: (file) => file === 'main.ts' || file === 'cluster.ts' || file.endsWith('-cli.ts'),
  },
];

const src = path.resolve(import.meta.dirname, '..');

async function sourceFiles(dir = src): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return entry.name.endsWith('.ts') ? [full] : [];
    }),
  );
  return files.flat();
}

const isTestSupport = (file: string): boolean =>
  file.endsWith('.test.ts') || file.startsWith('test/');

/** Each production file and the files of this tree it imports (relative specifiers). */
async function importGraph(): Promise<Map<string, string[]>> {
  const graph = new Map<string, string[]>();
  for (const full of await sourceFiles()) {
    const file = path.relative(src, full).split(path.sep).join('/');
    if (isTestSupport(file)) continue;
    const text = await readFile(full, 'utf8');
    const targets = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map(
      ([, specifier = '']) =>
        path
          .relative(src, path.resolve(path.dirname(full), specifier))
          .split(path.sep)
          .join('/'),
    );
    graph.set(file, targets);
  }
  return graph;
}

const layerOf = (file: string): number => {
  const index = layers.findLastIndex((layer) => layer.holds(file));
  if (index === -1) throw new Error(`${file} is in no layer`);
  return index;
};

const moduleOf = (file: string): string | undefined => /^modules\/([^/]+)\//.exec(file)?.[1];

describe('the server layers', () => {
  it('import only their own layer or the ones below', async () => {
    const upward: string[] = [];
    for (const [file, targets] of await importGraph()) {
      for (const target of targets) {
        // Outside src (package.json, drizzle/): no layer of ours.
        if (target.startsWith('../')) continue;
        if (layerOf(target) > layerOf(file)) upward.push(`${file} → ${target}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('have modules that need each other in one direction only', async () => {
    const needs = new Map<string, Set<string>>();
    for (const [file, targets] of await importGraph()) {
      const from = moduleOf(file);
      if (from === undefined) continue;
      const set = needs.get(from) ?? new Set<string>();
      for (const target of targets) {
        const to = moduleOf(target);
        // A table's foreign key to another module's table is schema, not a use of that module.
        if (to !== undefined && to !== from && !file.endsWith('.tables.ts')) set.add(to);
      }
      needs.set(from, set);
    }
    // The service graph's own check: it names a circle, if there is one.
    const graph = Object.fromEntries([...needs].map(([name, set]) => [name, { needs: [...set] }]));
    expect(() => buildOrder(graph)).not.toThrow();
  });
});
