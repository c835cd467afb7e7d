import type { NoticeContent } from '@kinderwait/contract';
import {
  brand,
  escapeHtml,
  offerLinkPagePath,
  offerLinkQuery,
  offerNoticeKinds,
} from '@kinderwait/contract';
import { deadlineShortWords, deadlineWords } from './offers-deadline.ts';

/**
 * The in-app notice (the contract's typed kind and data), its email and its text message: to the
 * parent, or to the provider's owner for `offer_answered`.
 */
export type OfferNotice = Extract<
  NoticeContent,
  { kind: 'offer_made' | 'offer_expired' | 'offer_withdrawn' | 'offer_answered' }
> & {
  userId: string;
  email: { subject: string; text: string; html: string };
  /** Sent to the phone number on the parent's profile, when there is one. */
  sms?: { body: string };
};

/**
 * What the family is told about an offer. Emails and texts have no client, so their words are
 * written here; the in-app notice stores a kind and data that the web puts in words.
 */
export interface OfferNoticeFacts {
  offerId: string;
  parentUserId: string;
  parentFirstName: string;
  providerId: string;
  providerName: string;
  childId: string;
  childFirstName: string;
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
  const due = deadlineWords(facts.deadlineAt);
  const subject = `${facts.providerName} offers ${facts.childFirstName} a spot: answer by ${due}`;
  const lines = [
    `Hello ${facts.parentFirstName},`,
    '',
    `${facts.providerName} offers ${facts.childFirstName} a spot in its ${facts.ageGroupName} group, starting ${facts.startDate}.`,
    `Please accept or decline by the end of ${due} (Toronto time). Without an answer by then, the spot goes to the next family on the waitlist.`,
    '',
    `Accept or decline in one step: ${link}`,
    '',
    `This link answers only this offer, once. You can also answer on your requests page in ${brand.productName}.`,
  ];
  const html = [
    `<p>Hello ${escapeHtml(facts.parentFirstName)},</p>`,
    `<p>${escapeHtml(facts.providerName)} offers ${escapeHtml(facts.childFirstName)} a spot in its ${escapeHtml(facts.ageGroupName)} group, starting ${escapeHtml(facts.startDate)}.</p>`,
    `<p>Please accept or decline by the end of <strong>${escapeHtml(due)}</strong> (Toronto time). Without an answer by then, the spot goes to the next family on the waitlist.</p>`,
    `<p><a href="${escapeHtml(link)}">Accept or decline the offer</a></p>`,
    `<p>This link answers only this offer, once. You can also answer on your requests page in ${escapeHtml(brand.productName)}.</p>`,
  ].join('\n');
  return {
    userId: facts.parentUserId,
    kind: offerNoticeKinds.offerMade,
    data: {
      ...references(facts),
      ageGroupName: facts.ageGroupName,
      startDate: facts.startDate,
      deadlineAt: facts.deadlineAt.toISOString(),
    },
    email: { subject, text: lines.join('\n'), html },
    // The notifications service texts the phone number on the parent's profile, if any. Plain
    // and short (the link alone is about 120 characters): who, for whom, by when, and the link.
    sms: {
      body: `${brand.productName}: ${facts.providerName} offers ${facts.childFirstName} a spot. Answer by ${deadlineShortWords(facts.deadlineAt)}: ${link}`,
    },
  };
}

/** An offer that ended without the family's answer (expired) or that the provider withdrew. */
export function offerEndedNotice(
  facts: OfferNoticeFacts,
  how: 'expired' | 'withdrawn',
): OfferNotice {
  const text =
    how === 'expired'
      ? `The offer of ${facts.providerName} for ${facts.childFirstName} expired at the end of ${deadlineWords(facts.deadlineAt)}. ${facts.childFirstName} is back on its waitlist at the same place.`
      : `${facts.providerName} withdrew its offer for ${facts.childFirstName}. ${facts.childFirstName} is back on its waitlist at the same place.`;
  return {
    userId: facts.parentUserId,
    kind: how === 'expired' ? offerNoticeKinds.offerExpired : offerNoticeKinds.offerWithdrawn,
    data: references(facts),
    email: {
      subject:
        how === 'expired'
          ? `The offer of ${facts.providerName} expired`
          : `${facts.providerName} withdrew its offer`,
      text: `Hello ${facts.parentFirstName},\n\n${text}`,
      html: `<p>Hello ${escapeHtml(facts.parentFirstName)},</p>\n<p>${escapeHtml(text)}</p>`,
    },
  };
}

/** To the provider (the owner who made the offer): the family accepted or declined it. */
export function offerAnsweredNotice(
  facts: OfferNoticeFacts,
  providerUserId: string,
  answer: 'accept' | 'decline',
): OfferNotice {
  const child = facts.childFirstName;
  const text =
    answer === 'accept'
      ? `${child}'s family accepted your offer of a spot in your ${facts.ageGroupName} group, starting ${facts.startDate}. ${child} is now enrolled, and the group has one available space less.`
      : `${child}'s family declined your offer of a spot in your ${facts.ageGroupName} group. Your waitlist in ${brand.productName} shows the next family in line.`;
  return {
    userId: providerUserId,
    kind: 'offer_answered',
    data: { ...references(facts), answer },
    email: {
      subject: `${child}'s family ${answer === 'accept' ? 'accepted' : 'declined'} your offer`,
      text: `Hello,\n\n${text}`,
      html: `<p>Hello,</p>\n<p>${escapeHtml(text)}</p>`,
    },
  };
}

function references(facts: OfferNoticeFacts) {
  return {
    offerId: facts.offerId,
    providerId: facts.providerId,
    providerName: facts.providerName,
    childId: facts.childId,
    childFirstName: facts.childFirstName,
  };
}
