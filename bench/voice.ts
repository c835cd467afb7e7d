// `npm run bench:voice`: a live call's latency from the end of the caller's prompt to the first
// text token, over the Twilio relay WebSocket (docs/benchmarks.md#npm-run-benchvoice). The bench
// itself is apps/server/src/test/voice-bench.ts: it builds the server's app in process, so it is
// compiled with the server's project; this runs it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../apps/server/src/test/voice-bench.ts', import.meta.url));
const result = spawnSync(process.execPath, [script], { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
