import {
  brand,
  confirmationLinkPagePath,
  confirmationLinkQuery,
  escapeHtml,
} from '@kinderwait/contract';
import { ageGroupNameIn } from '../../i18n/catalogue-words.ts';
import { fullDateWords } from '../../i18n/formats.ts';
import type { Language } from '../../i18n/language.ts';
import type { Worded } from '../../i18n/messages.ts';
import { wordsIn } from '../../i18n/messages.ts';
import { actionLine } from '../../integrations/mail/email-layout.ts';
import type { NotifyEmail } from '../notices/notices.service.ts';
import english from './notification-emails.en.ts';
import french from './notification-emails.fr.ts';

const catalogue = { en: english, fr: french };
const product = brand.productName;

/** The parent's requests page, where positions, offers and notices are. */
const requestsPagePath = '/waitlist/childcare-requests';

/**
 * The emails of availability and reconfirmation (and of the broadcast module's spot and family
 * broadcasts, which build theirs with this too). Emails have no client, so their words are written
 * here, in the recipient's language (in-app notices store kind + data and the web words them).
 * `lines` come written in `language`.
 */
export function email(
  subject: string,
  lines: readonly string[],
  link: { url: string; label: string },
  language: Language,
): NotifyEmail {
  const text = [
    ...lines,
    '',
    actionLine(link.label, link.url, language),
    '',
    `— ${brand.productName}`,
  ].join('\n');
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
  /** The age group's id names it in the recipient's language; its English name is the stored one. */
  ageGroupId: number;
  ageGroupName: string;
}

const availabilityValues = (
  facts: Omit<AvailabilityFacts, 'parentFirstName'>,
  language: Language,
) => ({
  provider: facts.providerName,
  child: facts.childFirstName,
  ageGroup: ageGroupNameIn({ id: facts.ageGroupId, name: facts.ageGroupName }, language),
});

type AvailabilityKey = keyof typeof english;

/** An availability email: the same letter, its sentences chosen by which kind it is. */
function availabilityEmail(
  facts: AvailabilityFacts,
  publicOrigin: string,
  keys: Readonly<Record<'subject' | 'spaces' | 'how' | 'action', AvailabilityKey>>,
): Worded<NotifyEmail> {
  return (language) => {
    const { t } = wordsIn(catalogue, language);
    const values = availabilityValues(facts, language);
    return email(
      t(keys.subject, values),
      [
        t('greetingNamed', { name: facts.parentFirstName }),
        '',
        t(keys.spaces, values),
        t(keys.how),
      ],
      { url: requestsPageUrl(publicOrigin), label: t(keys.action) },
      language,
    );
  };
}

/** To a family on the provider's waitlist. */
export function availabilityOpenedEmail(
  facts: AvailabilityFacts,
  publicOrigin: string,
): Worded<NotifyEmail> {
  return availabilityEmail(facts, publicOrigin, {
    subject: 'openedSubject',
    spaces: 'openedSpaces',
    how: 'openedHow',
    action: 'openedAction',
  });
}

/** The parent's alert: a matching provider near the child opened spaces. */
export function availabilityAlertEmail(
  facts: AvailabilityFacts,
  publicOrigin: string,
): Worded<NotifyEmail> {
  return availabilityEmail(facts, publicOrigin, {
    subject: 'alertSubject',
    spaces: 'alertSpaces',
    how: 'alertHow',
    action: 'alertAction',
  });
}

/**
 * The text message of an opening, for KinderWait Plus parents with a phone number: plain, short
 * (one SMS segment when names are short), and where to look.
 */
export function availabilityText(
  facts: Omit<AvailabilityFacts, 'parentFirstName'>,
  publicOrigin: string,
  how: 'opened' | 'alert',
): Worded<string> {
  return (language) => {
    const { t } = wordsIn(catalogue, language);
    const values = {
      ...availabilityValues(facts, language),
      product,
      url: requestsPageUrl(publicOrigin),
    };
    return how === 'opened' ? t('openedText', values) : t('alertText', values);
  };
}

export interface ReminderFacts {
  parentFirstName: string;
  childFirstName: string;
  /** The day to confirm by, worded in the email ("Tuesday, December 22, 2026"). */
  confirmBy: Date;
}

export function reconfirmationEmail(facts: ReminderFacts, link: string): Worded<NotifyEmail> {
  return (language) => {
    const { t } = wordsIn(catalogue, language);
    const values = {
      child: facts.childFirstName,
      confirmBy: fullDateWords(facts.confirmBy, language),
    };
    return email(
      t('reconfirmSubject', values),
      [
        t('greetingNamed', { name: facts.parentFirstName }),
        '',
        t('reconfirmAsk', values),
        t('reconfirmWithout', values),
      ],
      { url: link, label: t('reconfirmAction') },
      language,
    );
  };
}

export function ticketInactiveEmail(
  facts: Omit<ReminderFacts, 'confirmBy'>,
  link: string,
): Worded<NotifyEmail> {
  return (language) => {
    const { t } = wordsIn(catalogue, language);
    const values = { child: facts.childFirstName };
    return email(
      t('inactiveSubject', values),
      [
        t('greetingNamed', { name: facts.parentFirstName }),
        '',
        t('inactiveWhat', values),
        t('inactiveNothingLost'),
      ],
      { url: link, label: t('inactiveAction') },
      language,
    );
  };
}
