import type { NoticeContent } from '@kinderwait/contract';
import {
  brand,
  escapeHtml,
  offerLinkPagePath,
  offerLinkQuery,
  offerNoticeKinds,
} from '@kinderwait/contract';
import { ageGroupNameIn } from '../../../i18n/catalogue-words.ts';
import { calendarDayWords, fullDateWords, shortDayWords } from '../../../i18n/formats.ts';
import type { Language } from '../../../i18n/language.ts';
import type { Worded } from '../../../i18n/messages.ts';
import { wordsIn } from '../../../i18n/messages.ts';
import type { NotifyEmail } from '../../notices/notices.service.ts';
import english from './offers-notices.en.ts';
import french from './offers-notices.fr.ts';

const catalogue = { en: english, fr: french };

/**
 * The in-app notice (the contract's typed kind and data), its email and its text message: to the
 * parent, or to the provider's owner for `offer_answered`.
 */
export type OfferNotice = Extract<
  NoticeContent,
  { kind: 'offer_made' | 'offer_expired' | 'offer_withdrawn' | 'offer_answered' }
> & {
  userId: string;
  /** In the recipient's language (the notices service looks it up). */
  email: Worded<NotifyEmail>;
  /** Sent to the phone number on the parent's profile, when there is one. */
  sms?: { body: Worded<string> };
};

/**
 * What the family is told about an offer. Emails and texts have no client, so their words are
 * written here, in the recipient's language (offers-notices.en.ts, .fr.ts); the in-app notice
 * stores a kind and data that the web puts in words.
 */
export interface OfferNoticeFacts {
  offerId: string;
  parentUserId: string;
  parentFirstName: string;
  providerId: string;
  providerName: string;
  childId: string;
  childFirstName: string;
  /** The age group's id names it in the recipient's language; its English name is the stored one. */
  ageGroupId: number;
  ageGroupName: string;
  startDate: string;
  deadlineAt: Date;
}

export function offerLink(publicOrigin: string, offerId: string, token: string): string {
  const url = new URL(offerLinkPagePath.replace('{offerId}', offerId), publicOrigin);
  url.searchParams.set(offerLinkQuery.token, token);
  return url.toString();
}

export function offerMadeNotice(facts: OfferNoticeFacts, link: string): OfferNotice {
  const values = (language: Language) => ({
    provider: facts.providerName,
    child: facts.childFirstName,
    ageGroup: ageGroupOf(facts, language),
    startDate: calendarDayWords(facts.startDate, language),
    due: fullDateWords(facts.deadlineAt, language),
    product: brand.productName,
    link,
  });
  return {
    userId: facts.parentUserId,
    kind: offerNoticeKinds.offerMade,
    data: {
      ...references(facts),
      ageGroupId: facts.ageGroupId,
      ageGroupName: facts.ageGroupName,
      startDate: facts.startDate,
      deadlineAt: facts.deadlineAt.toISOString(),
    },
    email: (language) => {
      const words = wordsIn(catalogue, language);
      const v = values(language);
      const name = { name: facts.parentFirstName };
      const lines = [
        words.t('greetingNamed', name),
        '',
        words.t('offerMadeSpot', v),
        words.t('offerMadeDeadline', v),
        '',
        words.t('offerMadeOneStep', v),
        '',
        words.t('offerMadeLinkNote', v),
      ];
      const html = [
        `<p>${words.html('greetingNamed', name)}</p>`,
        `<p>${words.html('offerMadeSpot', v)}</p>`,
        `<p>${words.html('offerMadeDeadline', v)}</p>`,
        `<p><a href="${escapeHtml(link)}">${words.html('offerMadeLinkLabel')}</a></p>`,
        `<p>${words.html('offerMadeLinkNote', v)}</p>`,
      ].join('\n');
      return { subject: words.t('offerMadeSubject', v), text: lines.join('\n'), html };
    },
    // The notifications service texts the phone number on the parent's profile, if any. Plain
    // and short (the link alone is about 120 characters): who, for whom, by when, and the link.
    sms: {
      body: (language) =>
        wordsIn(catalogue, language).t('offerMadeText', {
          ...values(language),
          due: shortDayWords(facts.deadlineAt, language),
        }),
    },
  };
}

/** An offer that ended without the family's answer (expired) or that the provider withdrew. */
export function offerEndedNotice(
  facts: OfferNoticeFacts,
  how: 'expired' | 'withdrawn',
): OfferNotice {
  return {
    userId: facts.parentUserId,
    kind: how === 'expired' ? offerNoticeKinds.offerExpired : offerNoticeKinds.offerWithdrawn,
    data: references(facts),
    email: (language) => {
      const words = wordsIn(catalogue, language);
      const values = {
        provider: facts.providerName,
        child: facts.childFirstName,
        due: fullDateWords(facts.deadlineAt, language),
      };
      const [subjectKey, textKey] =
        how === 'expired'
          ? (['offerExpiredSubject', 'offerExpired'] as const)
          : (['offerWithdrawnSubject', 'offerWithdrawn'] as const);
      const name = { name: facts.parentFirstName };
      return {
        subject: words.t(subjectKey, values),
        text: `${words.t('greetingNamed', name)}\n\n${words.t(textKey, values)}`,
        html: `<p>${words.html('greetingNamed', name)}</p>\n<p>${words.html(textKey, values)}</p>`,
      };
    },
  };
}

/** To the provider (the owner who made the offer): the family accepted or declined it. */
export function offerAnsweredNotice(
  facts: OfferNoticeFacts,
  providerUserId: string,
  answer: 'accept' | 'decline',
): OfferNotice {
  return {
    userId: providerUserId,
    kind: 'offer_answered',
    data: { ...references(facts), answer },
    email: (language) => {
      const words = wordsIn(catalogue, language);
      const values = {
        child: facts.childFirstName,
        ageGroup: ageGroupOf(facts, language),
        startDate: calendarDayWords(facts.startDate, language),
        product: brand.productName,
      };
      const [subjectKey, textKey] =
        answer === 'accept'
          ? (['offerAcceptedSubject', 'offerAccepted'] as const)
          : (['offerDeclinedSubject', 'offerDeclined'] as const);
      return {
        subject: words.t(subjectKey, values),
        text: `${words.t('greeting')}\n\n${words.t(textKey, values)}`,
        html: `<p>${words.html('greeting')}</p>\n<p>${words.html(textKey, values)}</p>`,
      };
    },
  };
}

const ageGroupOf = (facts: OfferNoticeFacts, language: Language): string =>
  ageGroupNameIn({ id: facts.ageGroupId, name: facts.ageGroupName }, language);

function references(facts: OfferNoticeFacts) {
  return {
    offerId: facts.offerId,
    providerId: facts.providerId,
    providerName: facts.providerName,
    childId: facts.childId,
    childFirstName: facts.childFirstName,
  };
}
