// The npm packages a workspace needs in production, read from package-lock.json (no network, no
// npm process). Node runs this file directly (type stripping), so it uses erasable syntax only.

/** One entry of package-lock.json's `packages` (lockfile v2/v3), as far as this reads it. */
export interface LockEntry {
  name?: string;
  version?: string;
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/**
 * Where Node would find `name` when it is required from the package at `from` (a lock key such as
 * `node_modules/a/node_modules/b` or `apps/server`): the nearest node_modules folder upwards.
 */
export function resolveLockLocation(
  packages: Readonly<Record<string, LockEntry>>,
  from: string,
  name: string,
): string | undefined {
  let base = from;
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (candidate in packages) return candidate;
    if (base === '') return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

export interface InstalledPackage {
  /** Lock key, which is also the folder relative to the repository root. */
  location: string;
  name: string;
  version: string;
}

/**
 * Every third-party package the workspace at `workspace` (e.g. `apps/server`) loads in
 * production: its dependencies, optional and required peer dependencies, transitively, without
 * dev dependencies. Workspace packages (links) are followed but not listed: they are our own code.
 * Optional packages that are not installed (other platforms' binaries) are skipped, since
 * `isInstalled` says so; a missing required package throws.
 */
export function productionClosure(
  packages: Readonly<Record<string, LockEntry>>,
  workspace: string,
  isInstalled: (location: string) => boolean,
): InstalledPackage[] {
  const found = new Map<string, InstalledPackage>();
  const ownCode = new Set([workspace]);
  const visited = new Set<string>();
  const pending = [workspace];
  for (let location = pending.pop(); location !== undefined; location = pending.pop()) {
    if (visited.has(location)) continue;
    visited.add(location);
    const entry = packages[location];
    if (entry === undefined) throw new Error(`package-lock.json has no entry ${location}`);
    if (entry.link === true && entry.resolved !== undefined) {
      ownCode.add(entry.resolved);
      pending.push(entry.resolved);
      continue;
    }
    if (!ownCode.has(location)) {
      const name = entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 13);
      const version = entry.version ?? '';
      found.set(`${name}@${version}`, { location, name, version });
    }
    const required = Object.keys(entry.dependencies ?? {});
    const optional = [
      ...Object.keys(entry.optionalDependencies ?? {}),
      // npm installs required peers. An optional peer is used only when something else brings it
      // (then it is reached that way); installed for dev tooling alone, it does not ship.
      ...Object.keys(entry.peerDependencies ?? {}).filter(
        (name) => entry.peerDependenciesMeta?.[name]?.optional !== true,
      ),
    ];
    for (const name of required) {
      const target = resolveLockLocation(packages, location, name);
      if (target === undefined) throw new Error(`${location} needs ${name}, which is not locked`);
      pending.push(target);
    }
    for (const name of optional) {
      const target = resolveLockLocation(packages, location, name);
      if (target !== undefined && isInstalled(target)) pending.push(target);
    }
  }
  return [...found.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}
