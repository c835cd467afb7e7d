// `npm run eval:voice`: scores the voice agent's answering engine on its evaluation set
// (apps/server/src/modules/voice-agent/eval/): the embedded local engine always, the AI SDK engine
// when AI_PROVIDER (with AI_MODEL, AI_API_KEY, AI_BASE_URL) names a provider, otherwise it says
// it was skipped. `VOICE_EVAL_REPORT=all` prints every answer, not only the wrong ones.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'server', 'apps/server/src/modules/voice-agent/eval/'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VOICE_EVAL_REPORT: process.env.VOICE_EVAL_REPORT ?? 'on' },
  },
);
process.exit(result.status ?? 1);
