import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app/build-app.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { askEach, setUpEvalCentre, startEvalSite } from '../../../test/voice-eval-centre.ts';
import { evalQuestions } from './eval-questions.ts';
import { reportOf, scoreOf } from './eval-scoring.ts';

/**
 * The evaluation (docs/product/voice-agent.md#the-answering-engine), held at its floor for the
 * embedded local engine: at least 85 % of the 40 questions right and no invented number. The
 * AI SDK engine is scored too when AI_PROVIDER names a provider (`npm run eval:voice` prints both).
 */
const floor = 0.85;
const aiProvider = process.env.AI_PROVIDER;
const aiConfigured = aiProvider !== undefined && aiProvider !== 'local';
/** `on`: print the score and the wrong answers; `all`: every answer. */
const printReport =
  process.env.VOICE_EVAL_REPORT === 'on' || process.env.VOICE_EVAL_REPORT === 'all';
const printAll = process.env.VOICE_EVAL_REPORT === 'all';
const dataDir = mkdtempSync(path.join(tmpdir(), 'kinderwait-voice-eval-'));

let site: Awaited<ReturnType<typeof startEvalSite>>;
beforeAll(async () => {
  site = await startEvalSite();
});
afterAll(() => {
  site.close();
});

forEachDatabase((t) => {
  let app: App;
  let providerUserId = '';
  let truth = '';

  beforeAll(async () => {
    app = await t.buildApp({ env: { DATA_DIR: dataDir, KNOWLEDGE_CRAWL_ALLOW_LOOPBACK: 'on' } });
    const centre = await setUpEvalCentre(app, site.origin);
    providerUserId = centre.user.id;
    truth = centre.truth;
  });

  it('has forty questions, each with the facts a right answer holds', () => {
    expect(evalQuestions).toHaveLength(40);
    for (const item of evalQuestions) expect(item.expected.length).toBeGreaterThan(0);
  });

  it('answers at least 85 % of the questions right with the local engine, inventing nothing', async () => {
    const score = scoreOf(await askEach(app, providerUserId, evalQuestions, truth));
    const report = reportOf(`local engine (${t.driver})`, score, printAll);
    if (printReport) console.log(report);
    expect(score.invented, report).toBe(0);
    expect(score.share, report).toBeGreaterThanOrEqual(floor);
  });

  it.skipIf(!aiConfigured)('scores the AI SDK engine when AI_PROVIDER names one', async () => {
    const env = Object.fromEntries(
      ['AI_PROVIDER', 'AI_MODEL', 'AI_API_KEY', 'AI_BASE_URL']
        .map((name) => [name, process.env[name]] as const)
        .filter((entry): entry is readonly [string, string] => entry[1] !== undefined),
    );
    const aiApp = await t.buildApp({ env: { DATA_DIR: dataDir, ...env } });
    const score = scoreOf(await askEach(aiApp, providerUserId, evalQuestions, truth));
    console.log(reportOf(`AI SDK engine, ${aiProvider ?? ''} (${t.driver})`, score, printAll));
    expect(score.total).toBe(evalQuestions.length);
  });

  if (!aiConfigured && printReport) {
    it('says the AI SDK engine was skipped', () => {
      console.log('AI SDK engine: skipped (AI_PROVIDER is not set to a provider)');
    });
  }
});
