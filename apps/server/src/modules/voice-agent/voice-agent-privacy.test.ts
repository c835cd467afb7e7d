import type { VoiceAgentReply } from '@kinderwait/contract';
import { buildUrl, voiceAgentApiPaths } from '@kinderwait/contract';
import { expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { finishVoiceSetup, providerWrite } from '../../test/fixtures/voice-agent-fixtures.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { gatherPersonalData } from '../privacy/personal-data-archive.ts';

const testUrl = buildUrl(voiceAgentApiPaths.testMessages, { feature: 'voiceAiAgent' });

forEachDatabase((t) => {
  it('puts the voice agent’s settings and conversations in the data archive, and erases them with the account', async () => {
    const app = t.app();
    const provider = await signUp(app, { roles: ['Licenced'] });
    await finishVoiceSetup(app, provider);
    const reply = (
      await providerWrite(app, provider, 'POST', testUrl, { text: 'Are you open on Fridays?' })
    ).json<VoiceAgentReply>();

    const archive = await gatherPersonalData(
      app.services,
      provider.id,
      () => Promise.resolve([]),
      app.clock(),
    );
    expect(archive.sections.voiceAssistant).toMatchObject([
      { businessName: 'Maple Tree Daycare', enabled: true, answeringHours: [] },
    ]);
    expect(archive.sections.voiceCalls).toMatchObject([
      {
        id: reply.conversationId,
        channel: 'test',
        turns: [
          { role: 'caller', text: 'Are you open on Fridays?' },
          { role: 'agent', text: reply.text },
        ],
      },
    ]);

    await app.services.users.deleteAccount(provider.id);
    expect(await app.services.voiceConversations.personalDataOf(provider.id)).toEqual([]);
    expect(await app.services.voiceAssistants.personalDataOf(provider.id)).toBeNull();
  });
});
