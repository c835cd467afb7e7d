import { describe, expect, test } from 'vitest';
import { claimedSunnyDays, homeMessages, noProfile, sunnyDays } from './home-test-fixtures';
import { providerCards } from './provider-steps';

const messages = await homeMessages('en');

const summary = (cards: ReturnType<typeof providerCards>) =>
  cards.map((card) => [card.id, card.status ?? '-', card.link.label, card.link.href]);

describe('providerCards: the provider’s path, from their state', () => {
  test('a licensed centre not claimed yet: claiming is next, on the claim screen', () => {
    expect(
      summary(providerCards('Licenced', { profile: noProfile, counts: undefined }, messages)),
    ).toEqual([
      ['claim', 'next', 'Claim your listing', '/user-profile/childcare-provider/claim'],
      ['spaces', 'later', 'Add spaces and hours', '/user-profile/childcare-provider'],
      ['waitlist', 'later', 'Open your waitlist', '/user-profile/childcare-provider/waitlist'],
    ]);
    expect(
      providerCards('Licenced', { profile: noProfile, counts: undefined }, messages)[2]?.text,
    ).toBe('Families can join your waitlist once your profile is set up.');
  });

  test('a claimed centre with hours: both done, and the waitlist’s counts', () => {
    const cards = providerCards(
      'Licenced',
      {
        profile: claimedSunnyDays,
        counts: { waiting: 3, fresh: 1, offered: 1 },
      },
      messages,
    );
    expect(summary(cards)).toEqual([
      ['claim', 'done', 'Open your centre’s profile', '/user-profile/childcare-provider'],
      ['spaces', 'done', 'Update spaces and hours', '/user-profile/childcare-provider'],
      ['waitlist', '-', 'Open your waitlist', '/user-profile/childcare-provider/waitlist'],
    ]);
    expect(cards.map((card) => card.text)).toEqual([
      'You manage Sunny Days.',
      '1 age group, 3 open spaces. Keep them current: families waiting for a group hear when its spaces go up.',
      '3 families waiting · 1 new in the last 7 days · 1 offer awaiting an answer',
    ]);
  });

  test('a home provider sets up a profile instead; spaces without hours are still to do', () => {
    const withoutHours = {
      ...sunnyDays,
      ageGroups: sunnyDays.ageGroups.map((group) => ({ ...group, hoursOfBusiness: [] })),
    };
    const cards = providerCards(
      'Unlicenced',
      {
        profile: withoutHours,
        counts: { waiting: 0, fresh: 0, offered: 0 },
      },
      messages,
    );
    expect(summary(cards).slice(0, 2)).toEqual([
      ['set-up', 'done', 'Edit your profile', '/user-profile/childcare-provider'],
      ['spaces', 'next', 'Add spaces and hours', '/user-profile/childcare-provider'],
    ]);
    expect(cards[0]?.text).toBe('Your profile Sunny Days is set up.');
    expect(cards[2]?.text).toBe(
      'No family is on your waitlist yet. Families join it from their matches.',
    );
  });

  test('a babysitter without a profile is asked to set it up first', () => {
    const cards = providerCards('BabySitter', { profile: noProfile, counts: undefined }, messages);
    expect(cards[0]).toMatchObject({
      id: 'set-up',
      status: 'next',
      link: { label: 'Set up your profile' },
    });
  });

  test('counts not known yet: the waitlist card still links, without numbers', () => {
    const cards = providerCards(
      'Licenced',
      { profile: claimedSunnyDays, counts: undefined },
      messages,
    );
    expect(cards[2]?.text).toBe(
      'Open your waitlist to see the families on it and the offers you made.',
    );
  });

  test('unknown state: the steps with their links and no status', () => {
    const cards = providerCards('Licenced', undefined, messages);
    expect(cards.map((card) => card.status)).toEqual([undefined, undefined, undefined]);
    expect(cards[0]?.link.href).toBe('/user-profile/childcare-provider/claim');
  });
});

describe('providerCards in French', () => {
  test('a claimed centre reads its steps and counts in French, the counts in plural', async () => {
    const french = await homeMessages('fr');
    const cards = providerCards(
      'Licenced',
      { profile: claimedSunnyDays, counts: { waiting: 3, fresh: 1, offered: 2 } },
      french,
    );
    expect(cards.map((card) => [card.title, card.link.label])).toEqual([
      ['Revendiquez la fiche de votre garderie', 'Ouvrir le profil de votre garderie'],
      ['Places et heures', 'Mettre à jour les places et les heures'],
      ['Votre liste d’attente', 'Ouvrir votre liste d’attente'],
    ]);
    expect(cards.map((card) => card.text)).toEqual([
      'Vous gérez Sunny Days.',
      '1 groupe d’âge, 3 places libres. Tenez-les à jour : les familles qui attendent une place dans un groupe sont avisées quand ses places augmentent.',
      '3 familles en attente · 1 nouvelle ces 7 derniers jours · 2 offres en attente de réponse',
    ]);
  });
});
