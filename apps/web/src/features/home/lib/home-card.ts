import { paths } from '../../../config/paths';
import type { HomeMessages } from '../home-messages';

/** Where a step of the user's path stands: done, the one to do now, or one for after it. */
export type StepStatus = 'done' | 'next' | 'later';

/** One card of /home: every card links to the screen it is about. */
export interface HomeCard {
  /** Stable across states, for React keys and tests. */
  id: string;
  title: string;
  text: string;
  /** Undefined for a card that is not a step (an offer to answer, the profile). */
  status?: StepStatus;
  /** Shown first and set apart: something waits for the user's answer. */
  urgent?: boolean;
  link: { href: string; label: string; external?: boolean };
}

/** A step of a path, before its status is known. */
export interface PathStep extends Omit<HomeCard, 'status' | 'urgent'> {
  done: boolean;
  /** A step that goes on once begun (following requests): once done it shows no status. */
  ongoing?: boolean;
}

/**
 * Statuses along a path: a done step is done (an ongoing one shows none), the first step not done
 * is next and the others later.
 */
export function withStatuses(steps: readonly PathStep[]): HomeCard[] {
  let nextGiven = false;
  return steps.map(({ id, title, text, link, done, ongoing }): HomeCard => {
    const card = { id, title, text, link };
    if (done) return ongoing === true ? card : { ...card, status: 'done' };
    const status: StepStatus = nextGiven ? 'later' : 'next';
    nextGiven = true;
    return { ...card, status };
  });
}

/** The steps alone, when the user's state is not known: no status is claimed. */
export function withoutStatuses(steps: readonly PathStep[]): HomeCard[] {
  return steps.map(({ id, title, text, link }) => ({ id, title, text, link }));
}

export function profileCard({ t }: HomeMessages): HomeCard {
  return {
    id: 'profile',
    title: t('profileTitle'),
    text: t('profileText'),
    link: { href: paths.app.userProfile.getHref(), label: t('profileLink') },
  };
}

/**
 * Names as a sentence: "Ada", "Ada and Ben", "Ada, Ben and Cleo" in English (no serial comma,
 * which the locale's list would add); the locale's list otherwise ("Ada, Ben et Cleo").
 */
export function joinNames(names: readonly string[], { intl, language }: HomeMessages): string {
  if (language !== 'en') return intl.formatList(names, { type: 'conjunction' });
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}
