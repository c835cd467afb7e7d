import type { VoiceAgentReply, VoiceAgentSettings } from '@kinderwait/contract';
import { buildUrl, roleIds, voiceAgentApiPaths } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { dayMs } from '../../clock.ts';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { finishVoiceSetup, providerWrite } from '../../test/fixtures/voice-agent-fixtures.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase } from '../../test/test-app.ts';

const feature = 'voiceAiAgent';
const testUrl = buildUrl(voiceAgentApiPaths.testMessages, { feature });
const settingsUrl = buildUrl(voiceAgentApiPaths.assistant, { feature });
const sweepAt = new Date('2026-01-05T15:00:00Z');
const time = createTestClock(sweepAt);
/** Moves the test clock to `daysBefore` the sweep (the sign-in stays valid: it expires later). */
const daysBeforeSweep = (days: number): void => {
  time.advance(sweepAt.getTime() - days * dayMs - time.clock().getTime());
};

/**
 * Transcripts are kept as long as the provider chose (30, 90 or 365 days, 90 unless changed),
 * then deleted by the daily job (docs/product/voice-agent.md#transcript-retention).
 */
forEachDatabase(
  (t) => {
    let provider: TestUser;
    let yearly: TestUser;

    beforeAll(async () => {
      provider = await signUp(t.app(), { roles: ['Licenced'] });
      yearly = await signUp(t.app(), { roles: ['Licenced'] });
      await finishVoiceSetup(t.app(), provider);
      await finishVoiceSetup(t.app(), yearly);
    });

    const chat = async (user: TestUser): Promise<string> => {
      const response = await providerWrite(t.app(), user, 'POST', testUrl, {
        text: 'Are you open on Saturdays?',
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<VoiceAgentReply>().conversationId;
    };
    const patchRetention = (user: TestUser, days: number) =>
      providerWrite(t.app(), user, 'PATCH', settingsUrl, { transcriptRetentionDays: days });
    const left = async (ids: readonly string[]): Promise<string[]> => {
      const rows = await t.app().db.execute<{ id: string }>(
        sql`select id from voice_conversations where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id`,
      );
      return rows.rows.map((row) => row.id);
    };
    const turnsLeft = async (id: string): Promise<number> => {
      const rows = await t.app().db.execute<{
        count: number;
      }>(sql`select count(*)::int as count from voice_turns where conversation_id = ${id}`);
      return rows.rows[0]?.count ?? -1;
    };

    it('keeps transcripts 90 days unless the provider chooses 30 or 365, and refuses any other', async () => {
      const settings = await t.app().inject({
        method: 'GET',
        url: settingsUrl,
        headers: provider.headers(roleIds.Licenced),
      });
      expect(settings.json<VoiceAgentSettings>().transcriptRetentionDays).toBe(90);
      expect((await patchRetention(provider, 45)).statusCode).toBe(400);
      const yearlyPatched = await patchRetention(yearly, 365);
      expect(yearlyPatched.statusCode, yearlyPatched.body).toBe(200);
      expect(yearlyPatched.json<VoiceAgentSettings>().transcriptRetentionDays).toBe(365);
    });

    it('deletes a conversation older than the retention, keeps a newer one, and takes a new setting at the next run', async () => {
      daysBeforeSweep(91);
      const oldest = await chat(provider);
      const oldestOfYearly = await chat(yearly);
      daysBeforeSweep(31);
      const newer = await chat(provider);
      daysBeforeSweep(0);
      expect(await turnsLeft(oldest)).toBe(2);

      // 91 days on: past the default 90 for the first, within 365 for the other.
      expect(await t.app().services.voiceConversations.applyTranscriptRetention()).toBe(1);
      expect(await left([oldest, newer, oldestOfYearly])).toEqual([newer, oldestOfYearly].sort());
      expect(await turnsLeft(oldest)).toBe(0);
      expect(await turnsLeft(newer)).toBe(2);

      // 30 days from now on: the 31-day-old conversation goes at the next run.
      expect((await patchRetention(provider, 30)).statusCode).toBe(200);
      expect(await t.app().services.voiceConversations.applyTranscriptRetention()).toBe(1);
      expect(await left([newer, oldestOfYearly])).toEqual([oldestOfYearly]);
    });
  },
  { clock: time.clock },
);
