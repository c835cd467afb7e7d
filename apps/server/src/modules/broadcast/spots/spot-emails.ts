import { brand, broadcastPagePaths, formatDayWithYear } from '@kinderwait/contract';
import { ageGroupNameIn } from '../../../i18n/catalogue-words.ts';
import { calendarDayWords } from '../../../i18n/formats.ts';
import type { Worded } from '../../../i18n/messages.ts';
import { wordsIn } from '../../../i18n/messages.ts';
import type { NotifyEmail } from '../../notices/notices.service.ts';
import { email } from '../../notifications/notification-emails.ts';
import english from './spot-emails.en.ts';
import french from './spot-emails.fr.ts';

const catalogue = { en: english, fr: french };

/** What a spot broadcast's email and text say to one family. */
export interface SpotFacts {
  parentFirstName: string;
  childFirstName: string;
  providerName: string;
  /** The age group's id names it in the recipient's language; its English name is the stored one. */
  ageGroupId: number;
  ageGroupName: string;
  availableSpaces: number;
  /** The first day ("2027-03-01"), or null when the provider did not say. */
  availableFrom: string | null;
  /** The provider's own waitlist has the child already. */
  onProvidersWaitlist: boolean;
}

/** The parent's invitations page, where "Send a request" is. */
export function invitationsPageUrl(publicOrigin: string): string {
  return new URL(broadcastPagePaths.invitations, publicOrigin).toString();
}

/** A provider broadcast its open spaces, and the child's ticket matches them. */
export function spotBroadcastEmail(facts: SpotFacts, publicOrigin: string): Worded<NotifyEmail> {
  return (language) => {
    const { t } = wordsIn(catalogue, language);
    const values = {
      provider: facts.providerName,
      child: facts.childFirstName,
      ageGroup: ageGroupNameIn({ id: facts.ageGroupId, name: facts.ageGroupName }, language),
      count: facts.availableSpaces,
    };
    const from = facts.availableFrom;
    return email(
      t('subject', values),
      [
        t('greetingNamed', { name: facts.parentFirstName }),
        '',
        from === null
          ? t('spaces', values)
          : t('spacesFrom', {
              ...values,
              // English keeps the product's date style ("Monday, 01 March 2027").
              from: language === 'en' ? formatDayWithYear(from) : calendarDayWords(from, language),
            }),
        facts.onProvidersWaitlist ? t('onWaitlist', values) : t('nearYou'),
      ],
      {
        url: invitationsPageUrl(publicOrigin),
        label: facts.onProvidersWaitlist ? t('seeInvitation') : t('sendRequest'),
      },
      language,
    );
  };
}

/** The text message of a spot broadcast, for KinderWait Plus parents with a phone number. */
export function spotBroadcastText(
  facts: Omit<SpotFacts, 'parentFirstName'>,
  publicOrigin: string,
): Worded<string> {
  return (language) =>
    wordsIn(catalogue, language).t('text', {
      product: brand.productName,
      provider: facts.providerName,
      child: facts.childFirstName,
      ageGroup: ageGroupNameIn({ id: facts.ageGroupId, name: facts.ageGroupName }, language),
      url: invitationsPageUrl(publicOrigin),
    });
}
