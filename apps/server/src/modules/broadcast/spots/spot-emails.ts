import { brand, broadcastPagePaths } from '@kinderwait/contract';
import type { NotifyEmail } from '../../notices/notices.service.ts';
import { email } from '../../notifications/notification-emails.ts';

/** What a spot broadcast's email and text say to one family. */
export interface SpotFacts {
  parentFirstName: string;
  childFirstName: string;
  providerName: string;
  ageGroupName: string;
  availableSpaces: number;
  /** In words ("Monday, 01 March 2027"), or null when the provider did not say. */
  availableFrom: string | null;
  /** The provider's own waitlist has the child already. */
  onProvidersWaitlist: boolean;
}

/** The parent's invitations page, where "Send a request" is. */
export function invitationsPageUrl(publicOrigin: string): string {
  return new URL(broadcastPagePaths.invitations, publicOrigin).toString();
}

const spacesWords = (facts: SpotFacts): string =>
  `${String(facts.availableSpaces)} ${facts.availableSpaces === 1 ? 'space' : 'spaces'} in its ${facts.ageGroupName} group${facts.availableFrom === null ? '' : ` from ${facts.availableFrom}`}`;

/** A provider broadcast its open spaces, and the child's ticket matches them. */
export function spotBroadcastEmail(facts: SpotFacts, publicOrigin: string): NotifyEmail {
  return email(
    `${facts.providerName} has a space for ${facts.childFirstName}`,
    [
      `Hello ${facts.parentFirstName},`,
      '',
      `${facts.providerName} has ${spacesWords(facts)}, and ${facts.childFirstName}'s waitlist ticket matches it.`,
      facts.onProvidersWaitlist
        ? `${facts.childFirstName} is already on its waitlist, so you are among the first to hear of it.`
        : 'You asked to hear of openings near you. One tap sends a request to join its waitlist.',
    ],
    {
      url: invitationsPageUrl(publicOrigin),
      label: facts.onProvidersWaitlist ? 'See the invitation' : 'Send a request',
    },
  );
}

/** The text message of a spot broadcast, for KinderWait Plus parents with a phone number. */
export function spotBroadcastText(
  facts: Omit<SpotFacts, 'parentFirstName'>,
  publicOrigin: string,
): string {
  return `${brand.productName}: ${facts.providerName} has ${facts.ageGroupName} spaces for ${facts.childFirstName}. ${invitationsPageUrl(publicOrigin)}`;
}
