import { brand, broadcastPagePaths, buildUrl } from '@kinderwait/contract';
import type { NotifyEmail } from '../../notices/notices.service.ts';
import { email } from '../../notifications/notification-emails.ts';

/**
 * The emails and texts of family broadcasts. Emails have no client, so their words are written
 * here (in-app notices store kind + data and the web words them).
 */

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
export function answerEmail(facts: AnswerFacts, publicOrigin: string): NotifyEmail {
  const interested = facts.answer === 'interested';
  return email(
    interested
      ? `${facts.providerName} is interested in caring for ${facts.childFirstName}`
      : `${facts.providerName} answered ${facts.childFirstName}'s broadcast`,
    [
      `Hello ${facts.parentName},`,
      '',
      interested
        ? `${facts.providerName} answered your broadcast for ${facts.childFirstName}: they can offer a space. Compare the answers and accept the one you want; your contact details are shared only then.`
        : `${facts.providerName} answered your broadcast for ${facts.childFirstName}: not now.`,
    ],
    { url: interestUrl(publicOrigin, facts.orderId), label: 'See the answers' },
  );
}

/** The text with Plus: a provider is interested. */
export function answerText(facts: AnswerFacts): string {
  return facts.answer === 'interested'
    ? `${brand.productName}: ${facts.providerName} is interested in caring for ${facts.childFirstName}. See the answers in the app.`
    : `${brand.productName}: ${facts.providerName} answered ${facts.childFirstName}'s broadcast: not now.`;
}

/** The provider's daily digest of new family broadcasts (never a name or an address). */
export function digestEmail(count: number, publicOrigin: string): NotifyEmail {
  const many = count === 1 ? 'A family is' : `${String(count)} families are`;
  return email(
    count === 1
      ? 'A family is looking for care you offer'
      : `${String(count)} families are looking for care you offer`,
    [
      'Hello,',
      '',
      `${many} looking for care that matches your profile on ${brand.productName}. Answer "Interested" or "Not now"; the family sees who is interested and chooses.`,
    ],
    {
      url: new URL(broadcastPagePaths.incoming, publicOrigin).toString(),
      label: 'See the broadcasts',
    },
  );
}
