import {
  brand,
  confirmationLinkPagePath,
  confirmationLinkQuery,
  escapeHtml,
} from '@kinderwait/contract';
import type { NotifyEmail } from '../notices/notices.service.ts';

/** The parent's requests page, where positions, offers and notices are. */
const requestsPagePath = '/waitlist/childcare-requests';

/**
 * The emails of availability and reconfirmation (and of the broadcast module's spot and family
 * broadcasts, which build theirs with this too). Emails have no client, so their words are written here
 * (in-app notices store kind + data and the web words them).
 */
export function email(
  subject: string,
  lines: readonly string[],
  link: { url: string; label: string },
): NotifyEmail {
  const text = [...lines, '', `${link.label}: ${link.url}`, '', `— ${brand.productName}`].join(
    '\n',
  );
  const paragraphs = lines
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
  const html = `${paragraphs}<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p><p>— ${escapeHtml(brand.productName)}</p>`;
  return { subject, text, html };
}

export function requestsPageUrl(publicOrigin: string): string {
  return new URL(requestsPagePath, publicOrigin).toString();
}

export function confirmationLinkUrl(publicOrigin: string, ticketId: string, token: string): string {
  const url = new URL(confirmationLinkPagePath.replace('{ticketId}', ticketId), publicOrigin);
  url.searchParams.set(confirmationLinkQuery.token, token);
  return url.toString();
}

export interface AvailabilityFacts {
  parentFirstName: string;
  childFirstName: string;
  providerName: string;
  ageGroupName: string;
}

/** To a family on the provider's waitlist. */
export function availabilityOpenedEmail(
  facts: AvailabilityFacts,
  publicOrigin: string,
): NotifyEmail {
  return email(
    `${facts.providerName} has a space for ${facts.ageGroupName}`,
    [
      `Hello ${facts.parentFirstName},`,
      '',
      `${facts.providerName} has opened spaces in its ${facts.ageGroupName} group, and ${facts.childFirstName} is on its waitlist.`,
      'The provider offers spaces in waitlist order; if it offers one to you, you will get an email with the deadline to answer.',
    ],
    { url: requestsPageUrl(publicOrigin), label: 'See your requests and positions' },
  );
}

/** The parent's alert: a matching provider near the child opened spaces. */
export function availabilityAlertEmail(
  facts: AvailabilityFacts,
  publicOrigin: string,
): NotifyEmail {
  return email(
    `A space opened near you: ${facts.providerName}`,
    [
      `Hello ${facts.parentFirstName},`,
      '',
      `${facts.providerName}, which matches ${facts.childFirstName}'s waitlist ticket, has opened spaces in its ${facts.ageGroupName} group.`,
      'You asked to be told when this happens. Send a request to join its waitlist if you are interested.',
    ],
    { url: requestsPageUrl(publicOrigin), label: 'Open your waitlist' },
  );
}

/**
 * The text message of an opening, for KinderWait Plus parents with a phone number: plain, short
 * (one SMS segment when names are short), and where to look.
 */
export function availabilityText(
  facts: Omit<AvailabilityFacts, 'parentFirstName'>,
  publicOrigin: string,
  how: 'opened' | 'alert',
): string {
  const what =
    how === 'opened'
      ? `${facts.providerName} opened ${facts.ageGroupName} spaces; ${facts.childFirstName} is on its waitlist.`
      : `${facts.providerName}, a match for ${facts.childFirstName}, opened ${facts.ageGroupName} spaces.`;
  return `${brand.productName}: ${what} ${requestsPageUrl(publicOrigin)}`;
}

export interface ReminderFacts {
  parentFirstName: string;
  childFirstName: string;
  /** In words, e.g. "Tuesday, December 22, 2026". */
  confirmBy: string;
}

export function reconfirmationEmail(facts: ReminderFacts, link: string): NotifyEmail {
  return email(
    `Still looking for care for ${facts.childFirstName}?`,
    [
      `Hello ${facts.parentFirstName},`,
      '',
      `${facts.childFirstName} is on childcare waitlists. Providers keep their lists current, so please confirm you are still interested by ${facts.confirmBy}.`,
      `Without an answer by then, ${facts.childFirstName}'s requests become inactive: they are kept, with their original dates, and one tap reactivates them.`,
    ],
    { url: link, label: 'Yes, still interested' },
  );
}

export function ticketInactiveEmail(
  facts: Omit<ReminderFacts, 'confirmBy'>,
  link: string,
): NotifyEmail {
  return email(
    `${facts.childFirstName}'s waitlist requests are now inactive`,
    [
      `Hello ${facts.parentFirstName},`,
      '',
      `We did not hear back, so ${facts.childFirstName}'s waitlist requests are now inactive. Providers see them as inactive and skip them when offering spaces.`,
      'Nothing was deleted: confirming puts them back at their original dates.',
    ],
    { url: link, label: 'Reactivate my requests' },
  );
}
