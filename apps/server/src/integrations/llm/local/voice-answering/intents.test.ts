import { describe, expect, it } from 'vitest';
import { ageGroupWord, recogniseIntents } from './intents.ts';

describe("the local engine's caller intents", () => {
  it.each([
    ['Do you have any openings for an infant?', ['spaces']],
    ['Is there a spot for my toddler in January?', ['spaces']],
    ['How much do you charge per day?', ['fees']],
    ['What time do you open in the morning?', ['hours']],
    ['Where are you located?', ['location']],
    ['How do I get on your waitlist?', ['join']],
    ['How does your waiting list work?', ['waitlist']],
    ['Do you take the fee subsidy?', ['subsidy']],
    ['Is this one of the $10 a day centres?', ['cwelcc']],
    ['Are you part of CWELCC?', ['cwelcc']],
    ['Which languages are spoken there?', ['languages']],
    ['Could I come by for a tour?', ['tour']],
    ['Can I speak to the director please?', ['person']],
    ['I want to talk to a real person', ['person']],
    ['Can I leave a message?', ['message']],
    ['What is the phone number for the centre?', ['phone']],
  ])('reads %j as %j', (question, intents) => {
    expect(recogniseIntents(question)).toEqual(intents);
  });

  it('reads several intents of one question, in the order they are answered', () => {
    expect(recogniseIntents('What are your fees and your hours?')).toEqual(['fees', 'hours']);
  });

  it('leaves to the documents what the facts do not hold, however it is worded', () => {
    expect(recogniseIntents('Is there a late pickup fee?')).toEqual([]);
    expect(recogniseIntents('What holidays are you closed?')).toEqual([]);
    expect(recogniseIntents('How much notice do I need to give to withdraw?')).toEqual([]);
    expect(recogniseIntents('Is there parking?')).toEqual([]);
    expect(recogniseIntents('What languages do you speak with the children?')).toEqual([
      'languages',
    ]);
  });

  it('reads joining, not the address or the fees, in "where do I sign up, does it cost"', () => {
    expect(recogniseIntents('Where do I sign up, and does it cost anything?')).toEqual(['join']);
  });

  it.each([
    ['my 8 month old', 'infant'],
    ['a baby', 'infant'],
    ['my two year old', 'toddler'],
    ['she is 20 months', 'toddler'],
    ['a 3 year old', 'preschool'],
    ['junior kindergarten', 'kindergarten'],
    ['after school care', 'school'],
    ['any spaces at all', null],
  ])('finds the age group of %j: %j', (words, group) => {
    expect(ageGroupWord(words)).toBe(group);
  });
});
