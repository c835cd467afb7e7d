// `node bench/city/profile.ts` (docs/benchmarks.md#third-pass-the-apis-own-time): where the API's
// own time goes on the paths of `bench:city`. For each path (the busiest centre's waitlist pages,
// the parent's requests list): the statements one request runs (the API behind the recording
// proxy of bench/pg-statement-capture.ts), then a `node --cpu-prof` profile of the API under
// autocannon's load and its top functions (bench/cpu-profile-summary.ts).
// Options: --database-url (DATABASE_URL), --connections (10), --duration (10), --paths
// (waitlist,requests), --profile-dir (kept; a temporary one otherwise), --top (25).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildUrl, roleIds, waitlistApiPaths } from '@kinderwait/contract';
import pg from 'pg';
import { startApi } from '../api-servers.ts';
import { call, signInExistingUser } from '../api-sign-in.ts';
import { summariseProfile } from '../cpu-profile-summary.ts';
import { startStatementCapture } from '../pg-statement-capture.ts';
import { busiestWaitlistUrls, cityApiEnv } from './city-api.ts';
import { measureHttp } from './measure.ts';
import { assertPostgresUrl } from './seed.ts';
import { findCityTargets } from './targets.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    connections: { type: 'string' },
    duration: { type: 'string' },
    paths: { type: 'string' },
    'profile-dir': { type: 'string' },
    top: { type: 'string' },
  },
});
const databaseUrl = assertPostgresUrl(args['database-url'] ?? process.env.DATABASE_URL);
const settings = {
  connections: Number(args.connections ?? 10),
  duration: Number(args.duration ?? 10),
  warmup: 2,
};
const chosen = (args.paths ?? 'waitlist,requests').split(',');
const top = Number(args.top ?? 25);

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const targets = await findCityTargets(client).finally(() => client.end());
const workDir = mkdtempSync(join(tmpdir(), 'kinderwait-profile-city-'));
const profileRoot = args['profile-dir'] ?? join(workDir, 'profiles');

const env = (url: string) => cityApiEnv(workDir, url);

const paths = {
  waitlist: {
    as: { email: targets.busiest.ownerEmail, roleId: roleIds.Licenced },
    urls: busiestWaitlistUrls(targets),
  },
  requests: {
    as: { email: targets.family.email, roleId: roleIds.Parent },
    urls: [buildUrl(waitlistApiPaths.parentRequests, { parentId: targets.family.parentId })],
  },
} as const;

try {
  for (const name of chosen) {
    if (name !== 'waitlist' && name !== 'requests') throw new Error(`unknown path ${name}`);
    await statementsOf(name);
    await profileOf(name);
  }
} finally {
  if (args['profile-dir'] === undefined) rmSync(workDir, { recursive: true, force: true });
}

/** The statements each URL of the path runs, the third time it is asked (caches warm). */
async function statementsOf(name: keyof typeof paths): Promise<void> {
  const target = new URL(databaseUrl);
  const capture = await startStatementCapture({
    host: target.hostname,
    port: Number(target.port || 5432),
  });
  target.hostname = '127.0.0.1';
  target.port = String(capture.port);
  const api = await startApi(`api-capture-${name}`, env(target.toString()), workDir, undefined);
  try {
    const { as, urls } = paths[name];
    const caller = await signInExistingUser(api.origin, as.email, as.roleId);
    for (const url of urls) {
      for (let round = 0; round < 3; round++) {
        const before = capture.statements.length;
        await call(api.origin, 'GET', url, caller.headers);
        if (round < 2) continue;
        const ran = capture.statements.slice(before);
        console.log(`\n${name} ${url}: ${String(ran.length)} statements`);
        for (const statement of ran) console.log(`  ${statement.text.slice(0, 160)}`);
      }
    }
  } finally {
    await api.stop();
    await capture.close();
  }
}

async function profileOf(name: keyof typeof paths): Promise<void> {
  const dir = join(profileRoot, name);
  mkdirSync(dir, { recursive: true });
  const api = await startApi(`api-profile-${name}`, env(databaseUrl), workDir, dir);
  const { as, urls } = paths[name];
  try {
    const caller = await signInExistingUser(api.origin, as.email, as.roleId);
    const cpuBefore = api.cpuMs() ?? 0;
    const measured = await measureHttp(api.origin, urls, caller.headers, settings);
    const cpu = (api.cpuMs() ?? 0) - cpuBefore;
    const answered = measured.throughput * (settings.duration + settings.warmup);
    console.log(
      `\n${name}: p50 ${measured.p50.toFixed(1)} ms, p95 ${measured.p95.toFixed(1)} ms, ` +
        `${measured.throughput.toFixed(0)}/s, API CPU about ${(cpu / answered).toFixed(2)} ms a request, ` +
        `${String(measured.failures)} failed`,
    );
  } finally {
    await api.stop();
  }
  const file = readdirSync(dir).find((entry) => entry.endsWith('.cpuprofile'));
  if (file === undefined) throw new Error(`no profile written in ${dir}`);
  const lines = summariseProfile(
    JSON.parse(readFileSync(join(dir, file), 'utf8')) as Parameters<typeof summariseProfile>[0],
    // The load's seconds only (the stop comes right after it), not the start-up's.
    settings.duration + settings.warmup,
  );
  const pct = (share: number) => `${(share * 100).toFixed(1).padStart(5)} %`;
  console.log(`${name}: most self time (self, total) in ${join(dir, file)}`);
  for (const line of lines.slice(0, top)) {
    console.log(`${pct(line.self)} ${pct(line.total)}  ${line.name}`);
  }
  console.log(`${name}: most total time (total, self)`);
  for (const line of [...lines].sort((a, b) => b.total - a.total).slice(0, top)) {
    console.log(`${pct(line.total)} ${pct(line.self)}  ${line.name}`);
  }
}
