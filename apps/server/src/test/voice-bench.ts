// `npm run bench:voice` (bench/voice.ts runs this file): a live call's latency (docs/benchmarks.md#npm-run-benchvoice). The app runs
// in this process on a fresh PGlite database with the local answering engine, listening on a
// port; a scripted caller (the `ws` client) opens the Twilio relay WebSocket with a signed
// handshake, as ConversationRelay would, and asks questions one after another. Measured: from
// sending a finished prompt to the first text token back, p50 and p95 (goal: p95 ≤ 300 ms).
// Each call asks at most 10 questions, then hangs up and the next call starts.
// Settings: BENCH_VOICE_SAMPLES (200), BENCH_VOICE_WARMUP (20).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { voiceRelayApiPaths } from '@kinderwait/contract';
import twilio from 'twilio';
import { buildApp } from '../app/build-app.ts';
import { signedRelayUrl } from '../modules/voice-agent/relay/relay.routes.ts';
import { signUp } from './accounts.ts';
import { fakeTwilioAccount } from './fake-twilio.ts';
import { finishVoiceSetup } from './fixtures/voice-agent-fixtures.ts';
import { addHandbook, startPhoneConversation } from './fixtures/voice-relay-fixtures.ts';
import type { RelayCaller } from './relay-caller.ts';
import { connectRelayCaller } from './relay-caller.ts';
import { testConfig } from './test-app.ts';

const samples = Number(process.env.BENCH_VOICE_SAMPLES ?? '200');
const warmup = Number(process.env.BENCH_VOICE_WARMUP ?? '20');
const goalP95Ms = 300;
const questionsPerCall = 10;
const questions = [
  'Do children need indoor shoes?',
  'What are your hours?',
  'How much are the toddler fees?',
  'Do you have any spaces for toddlers?',
  'Where are you located?',
  'Are you part of CWELCC?',
  'How do I join the waitlist?',
];

const dataDir = mkdtempSync(join(tmpdir(), 'kinderwait-bench-voice-'));
const app = await buildApp({
  config: testConfig({
    DATA_DIR: dataDir,
    ...fakeTwilioAccount,
    TWILIO_API_URL: 'http://twilio.invalid',
  }),
});
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = String((app.server.address() as AddressInfo).port);
  const path = voiceRelayApiPaths.twilioRelay;
  const signature = twilio.getExpectedTwilioSignature(
    fakeTwilioAccount.TWILIO_AUTH_TOKEN,
    signedRelayUrl(app.config.PUBLIC_ORIGIN, path),
    {},
  );
  const provider = await signUp(app, { roles: ['Licenced'] });
  await finishVoiceSetup(app, provider);
  await addHandbook(app, provider);

  const call = async (): Promise<RelayCaller> => {
    const caller = await connectRelayCaller(`ws://127.0.0.1:${port}${path}`, {
      'x-twilio-signature': signature,
    });
    caller.send({
      type: 'setup',
      callSid: 'CA00000000000000000000000000000000',
      from: '+14165550134',
      to: '+14165550199',
      customParameters: { conversationId: await startPhoneConversation(app, provider) },
    });
    return caller;
  };

  const firstTokenMs: number[] = [];
  let caller = await call();
  let asked = 0;
  for (let n = 0; n < warmup + samples; n += 1) {
    if (asked === questionsPerCall) {
      caller.socket.close(1000);
      await caller.closed();
      caller = await call();
      asked = 0;
    }
    const question = questions[n % questions.length] ?? 'Hello?';
    const { socket } = caller;
    const first = new Promise<number>((resolve) => {
      socket.once('message', () => {
        resolve(performance.now());
      });
    });
    const sent = performance.now();
    caller.say(question);
    const elapsed = (await first) - sent;
    await caller.nextAnswer();
    asked += 1;
    if (n >= warmup) firstTokenMs.push(elapsed);
  }
  caller.socket.close(1000);
  await caller.closed();

  const sorted = [...firstTokenMs].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  const p50 = at(0.5) ?? Number.NaN;
  const p95 = at(0.95) ?? Number.NaN;
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `end of prompt → first text token, ${String(sorted.length)} prompts (local engine, PGlite):`,
  );
  console.log(
    `  p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  );
  console.log(
    p95 <= goalP95Ms
      ? `goal met: p95 ≤ ${String(goalP95Ms)} ms`
      : `goal NOT met: p95 > ${String(goalP95Ms)} ms`,
  );
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
