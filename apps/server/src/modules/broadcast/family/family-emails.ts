import { brand, broadcastPagePaths, buildUrl } from '@kinderwait/contract';
import type { Worded } from '../../../i18n/messages.ts';
import { wordsIn } from '../../../i18n/messages.ts';
import type { NotifyEmail } from '../../notices/notices.service.ts';
import { email } from '../../notifications/notification-emails.ts';
import english from './family-emails.en.ts';
import french from './family-emails.fr.ts';

/**
 * The emails and texts of family broadcasts. Emails have no client, so their words are written
 * here, in the recipient's language (in-app notices store kind + data and the web words them).
 */

const catalogue = { en: english, fr: french };
const product = brand.productName;

export interface AnswerFacts {
  parentName: string;
  childFirstName: string;
  providerName: string;
  answer: 'interested' | 'not_now';
  orderId: string;
}

const interestUrl = (publicOrigin: string, orderId: string): string =>
  new URL(buildUrl(broadcastPagePaths.interest, { orderId }), publicOrigin).toString();

/** To the parent, for each answer a provider gives the child's broadcast. */
export function answerEmail(facts: AnswerFacts, publicOrigin: string): Worded<NotifyEmail> {
  return (language) => {
    const { t } = wordsIn(catalogue, language);
    const values = { provider: facts.providerName, child: facts.childFirstName };
    const interested = facts.answer === 'interested';
    return email(
      interested ? t('interestedSubject', values) : t('notNowSubject', values),
      [
        t('greetingNamed', { name: facts.parentName }),
        '',
        interested ? t('interested', values) : t('notNow', values),
      ],
      { url: interestUrl(publicOrigin, facts.orderId), label: t('answersAction') },
      language,
    );
  };
}

/** The text with Plus: a provider is interested. */
export function answerText(facts: AnswerFacts): Worded<string> {
  return (language) => {
    const { t } = wordsIn(catalogue, language);
    const values = { product, provider: facts.providerName, child: facts.childFirstName };
    return facts.answer === 'interested' ? t('interestedText', values) : t('notNowText', values);
  };
}

/** The provider's daily digest of new family broadcasts (never a name or an address). */
export function digestEmail(count: number, publicOrigin: string): Worded<NotifyEmail> {
  return (language) => {
    const { t } = wordsIn(catalogue, language);
    return email(
      t('digestSubject', { count }),
      [t('greeting'), '', t('digest', { count, product })],
      {
        url: new URL(broadcastPagePaths.incoming, publicOrigin).toString(),
        label: t('digestAction'),
      },
      language,
    );
  };
}
