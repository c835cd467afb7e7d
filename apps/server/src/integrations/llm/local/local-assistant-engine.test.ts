import { assistantIdList, assistantIds, EditChildcareProviderBody } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { noProfile } from '../../../modules/childcare-providers/provider-profile-view.ts';
import type { AssistantTool } from '../assistant-engine.ts';
import { completionTool } from './conversation-harness.ts';
import { createLocalAssistantEngine } from './local-assistant-engine.ts';

const completeProfile = {
  ...noProfile,
  id: '6a8e9f4e-3c1f-4a57-9a43-0d5b1c7e2f10',
  user: { firstName: 'Ada' },
  providerTypeId: 2,
  name: 'Maple Home Care',
  languages: ['en'],
  childcareTypeIds: [2],
  ageGroups: [
    {
      id: 2,
      name: 'Toddler',
      licensedSpaces: null,
      availableSpaces: 3,
      availableStartDate: '2027-02-01',
      hoursOfBusiness: [{ day: 2, timeStart: '09:00', timeEnd: '15:00' }],
    },
  ],
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const turnInput = (assistantId: string, contents: string[], tools: AssistantTool[] = []) => ({
  assistantId,
  systemPrompt: '',
  messages: contents.map((content) => ({ role: 'user' as const, content, hiddenContent: null })),
  tools,
  context: { today: '2026-11-23', firstName: 'Ada', profile: completeProfile },
});

describe('createLocalAssistantEngine', () => {
  it.each(assistantIdList)('opens %s saying plainly that it is automated', async (assistantId) => {
    const turn = await createLocalAssistantEngine().reply(turnInput(assistantId, ['Hi']));
    expect(turn.text).toMatch(/^Hi Ada! I am an automated assistant\./);
    expect(turn.toolCalls).toEqual([]);
  });

  it('asks only to confirm when the profile already answers everything', async () => {
    const turn = await createLocalAssistantEngine().reply(
      turnInput(assistantIds.broadcastUnlicenced, ['Hi']),
    );
    expect(turn.text).toContain('- Hours of business: Wednesday 9:00 AM - 3:00 PM');
    expect(turn.text).toMatch(/Shall I save this\? Answer yes, or tell me what to change\.$/);
  });

  it('does not call the tool once the request is aborted', async () => {
    const edit = completionTool('EditChildcareProvider', EditChildcareProviderBody);
    const controller = new AbortController();
    controller.abort();
    const reply = createLocalAssistantEngine().reply({
      ...turnInput(assistantIds.broadcastLicenced, ['Hi', 'yes'], [edit.tool]),
      abortSignal: controller.signal,
    });
    await expect(reply).rejects.toThrow();
    expect(edit.calls).toEqual([]);
  });
});
