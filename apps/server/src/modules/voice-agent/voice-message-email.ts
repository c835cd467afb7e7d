import type { VoiceMessage } from '@kinderwait/contract';
import type { Worded } from '../../i18n/messages.ts';
import { wordsIn } from '../../i18n/messages.ts';
import type { NotifyEmail } from '../notices/notices.service.ts';
import { email } from '../notifications/notification-emails.ts';
import english from './voice-message-email.en.ts';
import french from './voice-message-email.fr.ts';

const catalogue = { en: english, fr: french };

/** Where the provider reads the agent's conversations. */
const voiceAgentPagePath = '/voice-ai-agent';

/**
 * To the provider, once the conversation in which their voice agent took a message is over (an
 * email has no client to word it, so its words are here, in the provider's language; the in-app
 * notice stores the facts and the web words them), with the conversation's summary. The caller's
 * own words (name, question) and the summary stay as they were said.
 */
export function messageTakenEmail(
  message: VoiceMessage,
  businessName: string,
  publicOrigin: string,
  summary: string,
): Worded<NotifyEmail> {
  return (language) => {
    const { t } = wordsIn(catalogue, language);
    return email(
      t('subject', { name: message.name }),
      [
        businessName === '' ? t('took') : t('tookFor', { business: businessName }),
        '',
        t('name', { name: message.name }),
        t('callbackNumber', { number: message.callbackNumber }),
        t('childAge', { age: message.childAge }),
        t('question', { question: message.question }),
        '',
        t('summary', { summary }),
      ],
      {
        url: new URL(voiceAgentPagePath, publicOrigin).toString(),
        label: t('seeConversation'),
      },
      language,
    );
  };
}
