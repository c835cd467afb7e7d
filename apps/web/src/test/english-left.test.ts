import { describe, expect, test } from 'vitest';
import { englishLeft, englishTexts } from './english-left';

const english = {
  title: 'Your waitlist',
  count: 'Families waiting: {count}',
  distance: 'Distance',
  list: 'List',
  intro: 'Welcome, {name}. <b>Your spots</b> are saved for {days} days.',
  providerTypeCentre: 'Licensed centre',
  pay: 'Pay {price}',
};
const french = {
  title: 'Votre liste d’attente',
  count: 'Familles en attente : {count}',
  distance: 'Distance',
  list: 'Liste',
  intro: 'Bienvenue, {name}. <b>Vos places</b> sont gardées {days} jours.',
  providerTypeCentre: 'Garderie agréée',
  pay: 'Payer {price}',
};

describe('englishLeft', () => {
  test('finds an English text left on a French screen, and nothing on an all-French one', () => {
    expect(englishLeft('Your waitlist — Familles en attente : 3', english)).toEqual([
      'Your waitlist',
    ]);
    expect(englishLeft('Families waiting: 3', english)).toEqual(['Families waiting:']);
    expect(englishLeft('Votre liste d’attente — Familles en attente : 3', english)).toEqual([]);
  });

  test('looks for whole words unless told to look anywhere', () => {
    expect(englishLeft('Your waitlists', english)).toEqual([]);
    expect(englishLeft('Your waitlists', english, { match: 'anywhere' })).toEqual([
      'Your waitlist',
    ]);
  });

  test('looking anywhere, keeps the spaces of a short word only long enough with them', () => {
    expect(englishLeft('Pay 5 $', english, { match: 'anywhere' })).toEqual(['Pay ']);
    expect(englishLeft('Payer 5 $', english, { match: 'anywhere' })).toEqual([]);
  });

  test('skips messages French words the same, and the keys or key prefixes it is told to', () => {
    expect(englishLeft('Distance 2 km', english)).toEqual(['Distance']);
    expect(englishLeft('Distance 2 km', english, { french })).toEqual([]);
    expect(englishLeft('Licensed centre', english)).toEqual(['Licensed centre']);
    expect(englishLeft('Licensed centre', english, { skipKeys: ['providerType'] })).toEqual([]);
  });

  test('looks for every fixed part between arguments and tags when told to', () => {
    const shown = 'Bienvenue, Ana. Your spots are saved for 3 jours.';
    expect(englishLeft(shown, english, { french })).toEqual([]);
    expect(englishLeft(shown, english, { french, parts: 'all', match: 'anywhere' })).toEqual([
      'Your spots',
      'are saved for',
    ]);
    expect(englishTexts(english, { french, parts: 'all', minLength: 14 })).toEqual([
      { key: 'count', text: 'Families waiting:' },
      { key: 'providerTypeCentre', text: 'Licensed centre' },
    ]);
  });

  test('finds a message without arguments as an element’s whole text, however short', () => {
    const frenchScreen = document.createElement('div');
    frenchScreen.innerHTML = '<button>Liste</button> <p>Familles en attente : 3</p>';
    expect(englishLeft(frenchScreen.textContent, english, { wholeTextsOf: frenchScreen })).toEqual(
      [],
    );

    const englishScreen = document.createElement('div');
    englishScreen.innerHTML = '<button>List</button> <p>Families waiting: 3</p>';
    expect(
      englishLeft(englishScreen.textContent, english, { wholeTextsOf: englishScreen }),
    ).toEqual(['Families waiting:', 'List']);
  });
});
