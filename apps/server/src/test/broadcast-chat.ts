import type { ChildcareProviderProfile } from '@kinderwait/contract';
import {
  assistantIds,
  collectScheduleAvailabilitiesToolName,
  completionToolNames,
  EditChildcareProviderBody,
} from '@kinderwait/contract';
import { z } from 'zod';
import type { AssistantTool } from '../integrations/llm/assistant-engine.ts';
import { completionTool, conversation } from '../integrations/llm/local/conversation-harness.ts';
import { noProfile } from '../modules/childcare-providers/provider-profile-view.ts';

/** The client-handled availability picker, as the broadcast chat offers it. */
export const schedulePicker: AssistantTool = {
  name: collectScheduleAvailabilitiesToolName,
  description: 'Shows the availability picker',
  title: 'the schedule picker',
  inputSchema: z.object({}),
};

/** A licensed provider's broadcast chat, its completion tool checking the real schema. */
export function broadcastChat(profile: ChildcareProviderProfile = noProfile, today?: string) {
  const edit = completionTool(completionToolNames.broadcast, EditChildcareProviderBody);
  const chat = conversation({
    assistantId: assistantIds.broadcastLicenced,
    tools: [edit.tool, schedulePicker],
    profile,
    ...(today === undefined ? {} : { today }),
  });
  return { edit, chat };
}

/** The questions and sentences of the broadcast chat that these tests read word for word. */
export const nameQuestion =
  'What is the name of your childcare business, as parents should see it?';
export const spacesQuestion = (group: string) =>
  `How many ${group} spaces do you have available? (0 if none right now)`;
export const startQuestion = (group: string) =>
  `From what date are the ${group} spaces available? For example "September 1", "next Monday", "now", or "not sure".`;
export const offTopic =
  'I can only help you set up your broadcast profile here: your business name, the kinds of care you offer, your age groups with their available spaces and start dates, and your opening hours.';

/** A profile with a name and services, so the chat goes straight to the age groups. */
export const namedProfile: ChildcareProviderProfile = {
  ...noProfile,
  id: '6a8e9f4e-3c1f-4a57-9a43-0d5b1c7e2f10',
  user: { firstName: 'Ada' },
  name: 'Maple Tree Centre',
  childcareTypeIds: [1],
};
