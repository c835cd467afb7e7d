import { describe, expect, test } from 'vitest';
import {
  leoId,
  homeMessages,
  listedChild,
  maya,
  mayaId,
  mayaWaiting,
  mayaWithTicket,
  openOffer,
  parentRequest,
} from './home-test-fixtures';
import { parentCards } from './parent-steps';

const messages = await homeMessages('en');

const summary = (cards: ReturnType<typeof parentCards>) =>
  cards.map((card) => [card.id, card.status ?? '-', card.link.label, card.link.href]);

describe('parentCards: the parent’s path, from their state', () => {
  test('with no child: add a child is next, each later step links to where it starts', () => {
    expect(summary(parentCards({ children: [], requests: [] }, messages))).toEqual([
      ['add-child', 'next', 'Add a child', '/child-enrollment'],
      ['describe-care', 'later', 'Go to your children', '/waitlist/children'],
      ['matches', 'later', 'Go to your children', '/waitlist/children'],
      ['requests', 'later', 'See your requests', '/waitlist/childcare-requests'],
    ]);
  });

  test('a child added: describing that child’s care is next, in its wizard', () => {
    const cards = parentCards({ children: [maya], requests: [] }, messages);
    expect(summary(cards).slice(0, 3)).toEqual([
      ['add-child', 'done', 'See your children', '/waitlist/children'],
      ['describe-care', 'next', 'Describe Maya’s care', `/waitlist/${mayaId}`],
      ['matches', 'later', 'Go to your children', '/waitlist/children'],
    ]);
    expect(cards[0]?.text).toBe('You added Maya.');
  });

  test('care described: that child’s matches are next', () => {
    const cards = parentCards({ children: [mayaWithTicket], requests: [] }, messages);
    expect(summary(cards).slice(1)).toEqual([
      ['describe-care', 'done', 'Change Maya’s care needs', `/waitlist/${mayaId}`],
      ['matches', 'next', 'See Maya’s matches', `/waitlist/children/${mayaId}/childcare-providers`],
      ['requests', 'later', 'See your requests', '/waitlist/childcare-requests'],
    ]);
  });

  test('on waitlists: every step done, and the requests say how many and the best place', () => {
    const cards = parentCards(
      {
        children: [mayaWaiting],
        requests: [
          parentRequest(1, { position: 4 }),
          parentRequest(2, { position: 2 }),
          parentRequest(3, { status: 'withdrawn', position: null }),
        ],
      },
      messages,
    );
    expect(cards.map((card) => card.status)).toEqual(['done', 'done', 'done', undefined]);
    expect(cards[3]?.text).toBe('You are on 2 waitlists. Best place in line: 2.');
  });

  test('the first child still needing a step is named: a second child without a ticket', () => {
    const leo = listedChild(leoId, 'Leo');
    const cards = parentCards(
      { children: [mayaWaiting, leo], requests: [parentRequest(1)] },
      messages,
    );
    expect(cards[0]?.text).toBe('You added Maya and Leo.');
    expect(cards[1]).toMatchObject({
      status: 'next',
      link: { label: 'Describe Leo’s care', href: `/waitlist/${leoId}` },
    });
  });

  test('open offers come first, the soonest deadline first, linking to that child’s requests', () => {
    const cards = parentCards(
      {
        children: [mayaWaiting],
        requests: [
          parentRequest(1, {
            status: 'offered',
            providerName: 'Later Lane',
            offer: openOffer(1, '2026-11-27T04:59:59.999Z'),
          }),
          parentRequest(2, {
            status: 'offered',
            providerName: 'Sunny Days',
            offer: openOffer(2, '2026-11-26T04:59:59.999Z'),
          }),
          parentRequest(3, {
            offer: { ...openOffer(3, '2026-11-20T00:00:00Z'), status: 'expired' },
          }),
        ],
      },
      messages,
    );
    expect(cards.slice(0, 2).map((card) => [card.title, card.urgent])).toEqual([
      ['Sunny Days offers Maya a spot', true],
      ['Later Lane offers Maya a spot', true],
    ]);
    expect(cards[0]?.text).toMatch(
      /^Toddler, from .+\. Answer by Wednesday, 25 November, 11:59 PM, or the spot goes to the next family\.$/,
    );
    expect(cards[0]?.link).toEqual({
      label: 'Answer the offer',
      href: `/waitlist/childcare-requests?childId=${mayaId}`,
    });
    expect(cards).toHaveLength(6);
  });

  test('unknown state: the steps with their general links and no status', () => {
    const cards = parentCards(undefined, messages);
    expect(cards.map((card) => card.status)).toEqual([undefined, undefined, undefined, undefined]);
    expect(cards.map((card) => card.link.href)).toEqual([
      '/child-enrollment',
      '/waitlist/children',
      '/waitlist/children',
      '/waitlist/childcare-requests',
    ]);
  });
});

describe('parentCards in French', () => {
  test('names, offers, age groups and dates read in French (fr-CA dates, 24-hour time)', async () => {
    const french = await homeMessages('fr');
    const leo = listedChild(leoId, 'Leo');
    const cards = parentCards(
      {
        children: [mayaWaiting, leo],
        requests: [
          parentRequest(1, {
            status: 'offered',
            providerName: 'Sunny Days',
            offer: openOffer(1, '2026-11-26T04:59:59.999Z'),
          }),
        ],
      },
      french,
    );
    expect(cards[0]?.title).toBe('Sunny Days offre une place à Maya');
    expect(cards[0]?.text).toMatch(
      /^Bambins, à partir du .+\. Répondez avant le mercredi 25 novembre à 23 h 59, sinon la place passe à la famille suivante\.$/,
    );
    expect(cards[1]?.text).toBe('Vous avez ajouté Maya et Leo.');
    expect(cards[2]?.link.label).toBe('Décrire la garde pour Leo');
    expect(cards[4]?.text).toBe('Vous êtes sur 1 liste d’attente. Meilleur rang : 2.');
  });
});
