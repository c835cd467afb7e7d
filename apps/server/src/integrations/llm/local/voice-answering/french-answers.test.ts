import { describe, expect, it } from 'vitest';
import type { VoiceFacts } from '../../voice-answering.ts';
import { factAnswer, noPromiseSentence } from './fact-answers.ts';
import { ageGroupWord, recogniseIntents } from './intents.ts';

const facts: VoiceFacts = {
  centreName: 'Maple Tree Daycare',
  ageGroups: [{ name: 'Toddler', availableSpaces: 2, availableStartDate: '2027-01-04' }],
  hours: 'du lundi au vendredi, de 7 h 30 à 18 h',
  fees: '62,50 $ par jour',
  cwelcc: true,
  subsidy: null,
  languages: ['English', 'French'],
  waitlistPolicy: null,
  address: '12 Maple St, Toronto',
  joinWaitlist: 'https://kinderwait.test/waitlist/join',
  phone: null,
  spoken: [],
};

describe('the local voice answers in French', () => {
  it.each([
    ['À quelle heure ouvrez-vous ?', ['hours']],
    ['Combien ça coûte par jour ?', ['fees']],
    ['Avez-vous des places pour un bambin ?', ['spaces']],
    ['Participez-vous à l’AGJEPC ?', ['cwelcc']],
    ['Je voudrais parler à quelqu’un', ['person']],
    ['Pouvez-vous prendre un message ?', ['message']],
    ['Où se trouve la garderie ?', ['location']],
  ])('recognises %j as %j', (question, intents) => {
    expect(recogniseIntents(question)).toEqual(intents);
  });

  it('reads a child’s age in French', () => {
    expect(ageGroupWord('ma fille a 2 ans')).toBe('toddler');
    expect(ageGroupWord('un bébé de 8 mois')).toBe('infant');
  });

  it('answers from the facts in French, with fr-CA dates and the no-promise sentence', () => {
    expect(factAnswer('spaces', 'Des places pour les bambins ?', facts, 'fr')?.sentences).toEqual([
      'Le groupe Toddler affiche 2 places libres en ce moment, à partir du lundi 4 janvier 2027.',
      'Aucune place n’est garantie par téléphone : les places sont offertes aux familles de la liste d’attente, dans l’ordre.',
    ]);
    expect(factAnswer('hours', 'heures ?', facts, 'fr')?.sentences).toEqual([
      'Nous sommes ouverts du lundi au vendredi, de 7 h 30 à 18 h.',
    ]);
    expect(factAnswer('cwelcc', 'AGJEPC ?', facts, 'fr')?.sentences[0]).toContain(
      'AGJEPC (garde à 10 $ par jour)',
    );
  });

  it('keeps the English answers word for word', () => {
    expect(factAnswer('spaces', 'Any toddler spaces?', facts)?.sentences).toEqual([
      'The Toddler group shows 2 open spaces right now, from January 4, 2027.',
      noPromiseSentence,
    ]);
  });
});
