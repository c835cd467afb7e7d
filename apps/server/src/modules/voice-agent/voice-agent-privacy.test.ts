import type { VoiceAgentReply } from '@kinderwait/contract';
import { buildUrl, voiceAgentApiPaths } from '@kinderwait/contract';
import { expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { finishVoiceSetup, providerWrite } from '../../test/fixtures/voice-agent-fixtures.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { addDocument } from '../../test/voice-eval-centre.ts';
import { archiveSummary } from '../privacy/archive-summary.ts';
import { gatherPersonalData } from '../privacy/personal-data-archive.ts';

const testUrl = buildUrl(voiceAgentApiPaths.testMessages, { feature: 'voiceAiAgent' });

forEachDatabase((t) => {
  it('puts the voice agent’s settings, conversations and knowledge base in the data archive, and erases them with the account', async () => {
    const app = t.app();
    const provider = await signUp(app, { roles: ['Licenced'] });
    await finishVoiceSetup(app, provider);
    await addDocument(
      app,
      provider,
      'fees.txt',
      'Fees and hours.txt',
      new TextEncoder().encode('Our daily fee is 65 dollars. We open at 7:30.'),
    );
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

    expect(archive.sections.knowledgeBase).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'fees.txt', name: 'Fees and hours.txt', kind: 'file' }),
      ]),
    );
    // The summary lists what the sections hold, in words.
    const summary = archiveSummary(archive);
    expect(summary).toContain(`test, answered: Are you open on Fridays?`);
    expect(summary).toContain('- Fees and hours.txt (file, ');
    expect(summary).not.toContain('does not answer calls yet');

    await app.services.users.deleteAccount(provider.id);
    expect(await app.services.knowledgeBase.personalDataOf(provider.id)).toEqual([]);
    expect(await app.services.voiceConversations.personalDataOf(provider.id)).toEqual([]);
    expect(await app.services.voiceAssistants.personalDataOf(provider.id)).toBeNull();
  });
});
