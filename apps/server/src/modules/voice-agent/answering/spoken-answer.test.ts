import { describe, expect, it } from 'vitest';
import { disclosureOf, promisesSpace, spokenAnswer, spokenSentences } from './spoken-answer.ts';

describe('the spoken rules of every answer', () => {
  it('cuts an answer to three sentences, the notice counted', () => {
    const text = 'One. Two is $62.50 a day! Three? Four.';
    expect(spokenAnswer(text, null)).toBe('One. Two is $62.50 a day! Three?');
    expect(spokenAnswer(text, disclosureOf('Maple Tree'))).toBe(
      "You're speaking with Maple Tree's automated assistant. One. Two is $62.50 a day!",
    );
  });

  it('reads sentences as a caller hears them: prices, times and links stay whole', () => {
    expect(
      spokenSentences('We open at 7:30 AM. Fees are $46.50 a day.\nSee https://a.ca/x, now.'),
    ).toEqual(['We open at 7:30 AM.', 'Fees are $46.50 a day.', 'See https://a.ca/x, now.']);
  });

  it('drops a sentence that promises a space, keeps one that says it is not guaranteed', () => {
    expect(promisesSpace("We'll hold a spot for your daughter.")).toBe(true);
    expect(promisesSpace('Your space is reserved.')).toBe(true);
    expect(promisesSpace('You will get a space in January.')).toBe(true);
    expect(promisesSpace('We guarantee a place.')).toBe(true);
    expect(promisesSpace('Spaces are never guaranteed by phone.')).toBe(false);
    expect(
      spokenAnswer('The Toddler group shows 2 open spaces. We will save you a spot!', null),
    ).toBe('The Toddler group shows 2 open spaces.');
  });

  it('says it cannot answer when nothing may be said', () => {
    expect(spokenAnswer('I guarantee you a space.', null)).toContain("I can't answer that");
  });

  it('names no business when it has none', () => {
    expect(disclosureOf(' ')).toBe("You're speaking with an automated assistant.");
  });
});
