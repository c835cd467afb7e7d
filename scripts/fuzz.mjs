// `npm run fuzz`: the API fuzz test of `npm test` (apps/server/src/test/fuzz), in the same
// conformance mode (every status must be one the operation's document lists), longer: FUZZ_RUNS
// cases per operation × target (default 10 here, 1 in `npm test`) and, when TEST_DATABASE_URL is
// set, on PostgreSQL too. FUZZ_SEED replays a run. Extra arguments go to Vitest.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'server', 'apps/server/src/test/fuzz', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10' },
  },
);
process.exit(result.status ?? 1);
