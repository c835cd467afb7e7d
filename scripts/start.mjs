// `npm start`: builds the web app when it is missing or older than its sources, then runs the server
// on its embedded defaults.
//
// Shutdown happens exactly once. The server runs detached (own session and process group), so Ctrl+C
// from the terminal (sent to the whole foreground group) reaches only this script; npm forwards
// the same SIGINT again to this script, and `kill <pid>` sends it just once. Whatever the route,
// the first SIGINT/SIGTERM/SIGHUP is passed to the server once and later ones are ignored: a
// second signal would make the server exit at once without closing its database, and the server
// already cuts a stuck shutdown off after 10 s.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtMarker = join(root, 'apps/web/dist/client/prerender-manifest.json');
/** Everything the web build reads: sources, build scripts and config, and the installed packages. */
const sourceRoots = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
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
  detached: true,
});

const serverRunning = () => server.exitCode === null && server.signalCode === null;
let forwarded = false;
function forward(signal) {
  if (forwarded || !serverRunning()) return;
  forwarded = true;
  // SIGHUP (the terminal closed) does not reach a detached server by itself; the server treats
  // SIGTERM as the ordinary request to stop.
  server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));

// A detached server would outlive this script if it ended some other way (an error here).
process.on('exit', () => {
  if (serverRunning()) server.kill('SIGTERM');
});

server.on('exit', (code, signal) => {
  if (signal !== null) {
    // The server handles SIGINT/SIGTERM and exits with a code; dying from a signal means it did
    // not shut down gracefully (e.g. stopped before it finished loading), so report it the way a
    // shell would (128 + signal number) instead of as success.
    console.error(`The server ended on ${signal} without a graceful shutdown.`);
    process.exit(128 + (constants.signals[signal] ?? 0));
  }
  process.exit(code ?? 1);
});
