// Writes src/generated/licenses.json for the /licenses page: the licences of the npm packages that
// ship, as license-checker-rseidelsohn reports them, in two groups: those whose code is in the
// client bundle (they run in the visitor's browser) and the server's production dependencies.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { init } from 'license-checker-rseidelsohn';
import { buildLicenseList } from './license-list.ts';
import { productionClosure } from './production-dependencies.ts';

/**
 * The package a bundled file belongs to: the nearest package.json with a name and version above
 * it (some packages have nameless or private package.json files in subfolders, such as esm/).
 */
function owningPackage(file) {
  let dir = path.dirname(file);
  while (dir.includes(`${path.sep}node_modules${path.sep}`)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
      // A published package is never private; private manifests are entry points inside one
      // (e.g. @hookform/resolvers/zod/package.json), so keep looking upwards.
      if (pkg.name && pkg.version && !pkg.private) return `${pkg.name}@${pkg.version}`;
    }
    dir = path.dirname(dir);
  }
  return undefined;
}

/** `name@version` of every npm package with code among the bundle's module ids. */
export function shippedPackageIds(moduleIds) {
  const ids = new Set();
  for (const id of moduleIds) {
    // Virtual and query-suffixed ids (\0vite/..., file.js?commonjs-proxy) point at no file.
    const file = id.replace(/^\0/, '').replace(/\?.*$/, '');
    if (!file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    const owner = owningPackage(file);
    if (owner) ids.add(owner);
  }
  return [...ids].sort();
}

function initChecker(options) {
  return new Promise((resolve, reject) => {
    init(options, (error, packages) => (error ? reject(error) : resolve(packages)));
  });
}

/**
 * `name@version` of every third-party package the workspace at `workspace` (e.g. apps/server)
 * needs in production, transitively, as package-lock.json and the installed node_modules say.
 */
export async function productionPackageIds(repoRoot, workspace) {
  const lock = JSON.parse(await readFile(path.join(repoRoot, 'package-lock.json'), 'utf8'));
  const installed = (location) => existsSync(path.join(repoRoot, location, 'package.json'));
  return productionClosure(lock.packages, workspace, installed).map(
    ({ name, version }) => `${name}@${version}`,
  );
}

/** @param {{ browserIds: string[], serverIds: string[], repoRoot: string, outFile: string }} input */
export async function generateLicenses({ browserIds, serverIds, repoRoot, outFile }) {
  const found = await initChecker({
    start: repoRoot,
    includePackages: [...new Set([...browserIds, ...serverIds])].join(';'),
    customFormat: {
      name: '',
      version: '',
      licenses: '',
      repository: '',
      publisher: '',
      licenseText: '',
      licenseFile: '',
    },
  });
  const list = buildLicenseList(
    { browser: browserIds, server: serverIds },
    found,
    new Date().toISOString(),
  );
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, `${JSON.stringify(list, null, 2)}\n`);
  return list;
}
