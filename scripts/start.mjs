// `npm start`: builds the web app when it is missing or older than its sources, then runs the server
// on its embedded defaults. Signals are forwarded so the server can shut down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtMarker = join(root, 'apps/web/dist/client/prerender-manifest.json');
const sourceRoots = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/scripts',
  'packages/contract/src',
];

/** Newest modification time under a path, in ms (0 when the path does not exist). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'generated') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function webBuildIsStale() {
  if (!existsSync(builtMarker)) return true;
  const builtAt = statSync(builtMarker).mtimeMs;
  return sourceRoots.some((path) => newestMtime(join(root, path)) > builtAt);
}

if (webBuildIsStale()) {
  console.log('Building the web app (first start or sources changed)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
