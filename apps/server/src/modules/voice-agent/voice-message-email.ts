import type { VoiceMessage } from '@kinderwait/contract';
import type { NotifyEmail } from '../notices/notices.service.ts';
import { email } from '../notifications/notification-emails.ts';

/** Where the provider reads the agent's conversations. */
const voiceAgentPagePath = '/voice-ai-agent';

/**
 * To the provider, once the conversation in which their voice agent took a message is over (an
 * email has no client to word it, so its words are here; the in-app notice stores the facts and
 * the web words them), with the conversation's summary.
 */
export function messageTakenEmail(
  message: VoiceMessage,
  businessName: string,
  publicOrigin: string,
  summary: string,
): NotifyEmail {
  return email(
    `${message.name} left a message with your voice agent`,
    [
      businessName === ''
        ? 'Your voice agent took a message.'
        : `Your voice agent for ${businessName} took a message.`,
      '',
      `Name: ${message.name}`,
      `Callback number: ${message.callbackNumber}`,
      `Child's age: ${message.childAge}`,
      `Question: ${message.question}`,
      '',
      `Summary: ${summary}`,
    ],
    {
      url: new URL(voiceAgentPagePath, publicOrigin).toString(),
      label: 'See the conversation',
    },
  );
}
