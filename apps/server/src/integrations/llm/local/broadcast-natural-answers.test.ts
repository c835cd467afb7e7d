import { describe, expect, it } from 'vitest';
import { noProfile } from '../../../modules/childcare-providers/provider-profile-view.ts';
import {
  nameQuestion,
  namedProfile,
  spacesQuestion,
  startQuestion,
  broadcastChat,
} from '../../../test/broadcast-chat.ts';

/** Answers the chat up to the age groups' questions (no profile): name and services. */
async function upToAgeGroups(chat: ReturnType<typeof broadcastChat>['chat']) {
  await chat.send('Hi');
  await chat.send('Sunny Days Childcare');
  await chat.send('full time');
}

describe('the local engine takes every fact a message gives', () => {
  it('reads "I have 2 preschool spots opening in January" in the first message and does not ask it again', async () => {
    const { edit, chat } = broadcastChat();
    const opening = await chat.send('I have 2 preschool spots opening in January');
    expect(opening.text).toContain('Hi Ada! I am an automated assistant.');
    // January is the next January in Toronto: today is 23 November 2026.
    expect(opening.text).toContain(
      'Noted: Age groups: Preschool; Preschool spaces: 2; Preschool start date: Friday, 01 January 2027.',
    );
    expect(opening.text.endsWith(nameQuestion)).toBe(true);

    await chat.send('Sunny Days Childcare');
    // The age groups are asked as "which others", since Preschool is known.
    expect((await chat.send('full time and part time')).text).toBe(
      'So far I have Preschool. Which other age groups do you care for? 1. Infant, 2. Toddler, 3. Preschool, 4. Kindergarten, 5. School age. Say "no others" if that is all.',
    );
    const hours = await chat.send('no others');
    expect(hours.text).toContain('When are you open?');
    expect(hours.text).not.toContain('Preschool spaces');
    const summary = await chat.send('weekdays 8 to 5');
    expect(summary.text).toContain('- Preschool spaces: 2');
    expect(summary.text).toContain('- Preschool start date: Friday, 01 January 2027');
    await chat.send('yes');
    expect(edit.calls).toHaveLength(1);
    expect(edit.calls[0]).toMatchObject({
      profile: { name: 'Sunny Days Childcare', childcareTypeIds: [1, 2] },
      ageGroups: [{ id: 3, availableSpaces: 2, availableStartDate: '2027-01-01' }],
    });
  });

  it('takes several facts from one answer and adds the other age groups to the ones it heard', async () => {
    const { chat } = broadcastChat(namedProfile);
    await chat.send('Hello');
    const reply = await chat.send(
      'We have 3 infant spaces from March 1 and no toddler spots, and we are open Mon-Fri 7:30am to 6pm',
    );
    expect(reply.text).toBe(
      'Noted: Age groups: Infant, Toddler; Infant spaces: 3; Infant start date: Monday, 01 March 2027; Toddler spaces: 0; Hours of business: Monday to Friday 7:30 AM - 6:00 PM.\n\n' +
        'So far I have Infant, Toddler. Which other age groups do you care for? 1. Infant, 2. Toddler, 3. Preschool, 4. Kindergarten, 5. School age. Say "no others" if that is all.',
    );
    // A plain answer adds to them; the new group's questions follow, its spaces first.
    expect((await chat.send('preschool too')).text).toBe(spacesQuestion('Preschool'));
    // The answer to the open question, with a fact about another group in the same message.
    expect((await chat.send('4, and the infant start date is actually April 1')).text).toContain(
      startQuestion('Preschool'),
    );
    const summary = await chat.send('not sure');
    expect(summary.text).toContain('- Infant start date: Thursday, 01 April 2027');
    expect(summary.text).toContain('- Preschool spaces: 4');
  });

  it('reads a month alone as the next such month in Toronto, and this month as today', async () => {
    const { chat } = broadcastChat(noProfile, '2027-01-15');
    const opening = await chat.send('I have 2 preschool spots opening in January');
    expect(opening.text).toContain('Preschool start date: Friday, 15 January 2027.');
    const { chat: later } = broadcastChat(noProfile, '2027-01-15');
    expect((await later.send('2 toddler spots from March')).text).toContain(
      'Toddler start date: Monday, 01 March 2027.',
    );
  });
});

describe('the local engine reads a whole introduction', () => {
  it('takes the name, the spaces of two groups and a start date from one first message', async () => {
    const { chat } = broadcastChat();
    const opening = await chat.send(
      "Hi! We're a home daycare called Little Stars with 2 toddler spots from February and no infant spaces",
    );
    expect(opening.text).toContain(
      'Noted: Business name: Little Stars; Age groups: Infant, Toddler; Infant spaces: 0; Toddler spaces: 2; Toddler start date: Monday, 01 February 2027.',
    );
    expect(opening.text).toMatch(/Which kinds of care do you offer\?.*$/);
    expect((await chat.send('all of them except weekends')).text).toContain(
      'So far I have Infant, Toddler.',
    );
    const hours = await chat.send('just those');
    expect(hours.text).toContain('When are you open?');
    const summary = await chat.send('Mon-Fri 8am-5:30pm');
    expect(summary.text).toContain(
      '- Services: Full-time, Part-time, Before and after school, Drop-in or occasional, Evenings and overnight',
    );
    expect(summary.text).toContain('- Hours of business: Monday to Friday 8:00 AM - 5:30 PM');

    // Stateless: every reply comes again from its history.
    for (const [index, message] of chat.messages.entries()) {
      const reply = chat.messages[index + 1];
      if (message.role !== 'user' || reply?.role !== 'assistant') continue;
      expect((await chat.replayAt(index)).text).toBe(reply.content);
    }
  });

  it('answers the open question with what is said around opening hours', async () => {
    const { chat } = broadcastChat(namedProfile);
    await chat.send('Hi');
    await chat.send('preschool');
    expect((await chat.send('we have 2 spots')).text).toBe(startQuestion('Preschool'));
    const summary = await chat.send('Monday to Friday from 7 to 6, starting in January');
    expect(summary.text).toContain('- Preschool start date: Friday, 01 January 2027');
    expect(summary.text).toContain('- Hours of business: Monday to Friday 7:00 AM - 6:00 PM');
  });

  it('reads a start date said about the spots of the group it asks for', async () => {
    const { chat } = broadcastChat(namedProfile);
    await chat.send('Hi');
    expect((await chat.send('We have 3 spots for toddlers and 1 spot for infants')).text).toContain(
      'Noted: Age groups: Infant, Toddler; Infant spaces: 1; Toddler spaces: 3.',
    );
    expect((await chat.send('no others')).text).toBe(startQuestion('Infant'));
    expect((await chat.send('The infant one opens next Monday')).text).toBe(
      startQuestion('Toddler'),
    );
    const hours = await chat.send('the toddler spots are available in March');
    expect(hours.text).toContain('When are you open?');
    const summary = await chat.send('We are open weekdays from 7 to 6');
    expect(summary.text).toContain('- Infant start date: Monday, 30 November 2026');
    expect(summary.text).toContain('- Toddler start date: Monday, 01 March 2027');
    expect(summary.text).toContain('- Hours of business: Monday to Friday 7:00 AM - 6:00 PM');
  });
});

describe('the local engine understands none, no and zero, and skips what no longer applies', () => {
  it('adds no group to answered age groups for "no toddler spots", but sets a chosen group to 0', async () => {
    const { chat } = broadcastChat(namedProfile);
    await chat.send('Hi');
    await chat.send('infants');
    expect((await chat.send('3, and no toddler spots')).text).toBe(startQuestion('Infant'));
    await chat.send('now');
    const summary = await chat.send('weekdays 8 to 5');
    expect(summary.text).toContain('- Age groups: Infant\n');
    expect(summary.text).not.toContain('Toddler');
  });

  it.each([
    '0',
    'none',
    'zero',
    'no spaces right now',
    "We don't have any infant spaces",
    'none at the moment, we are full',
  ])('does not ask the start date of a group with %j spaces', async (answer) => {
    const { edit, chat } = broadcastChat();
    await upToAgeGroups(chat);
    expect((await chat.send('infants and toddlers')).text).toBe(spacesQuestion('Infant'));
    expect((await chat.send(answer)).text).toBe(spacesQuestion('Toddler'));
    await chat.send('2');
    await chat.send('March 3');
    const summary = await chat.send('weekdays 8 to 5');
    expect(summary.text).toContain('- Infant spaces: 0');
    expect(summary.text).not.toContain('Infant start date');
    await chat.send('yes');
    expect(edit.calls[0]).toMatchObject({
      ageGroups: [
        { id: 1, availableSpaces: 0, availableStartDate: null },
        { id: 2, availableSpaces: 2, availableStartDate: '2027-03-03' },
      ],
    });
  });

  it('reads "We don\'t have any infant spaces" at the infant start date as no spaces, not as a date', async () => {
    const { chat } = broadcastChat();
    await upToAgeGroups(chat);
    await chat.send('infants and toddlers');
    expect((await chat.send('3')).text).toBe(startQuestion('Infant'));
    expect((await chat.send("We don't have any infant spaces")).text).toBe(
      `Changed Infant spaces: 0.\n\n${spacesQuestion('Toddler')}`,
    );
  });

  it('asks the start date again once a group has spaces again, and drops an old date at zero', async () => {
    const { edit, chat } = broadcastChat(namedProfile);
    await chat.send('Hi');
    await chat.send('infants');
    await chat.send('none');
    const summary = await chat.send('weekdays 8 to 5');
    expect(summary.text).not.toContain('Infant start date');
    expect((await chat.send('Actually we have 2 infant spots')).text).toBe(
      `Changed Infant spaces: 2.\n\n${startQuestion('Infant')}`,
    );
    expect((await chat.send('next Monday')).text).toContain(
      '- Infant start date: Monday, 30 November 2026',
    );
    expect((await chat.send('sorry, no infant spaces after all')).text).not.toContain(
      'Infant start date',
    );
    await chat.send('yes');
    expect(edit.calls[0]).toMatchObject({
      ageGroups: [{ id: 1, availableSpaces: 0, availableStartDate: null }],
    });
  });
});
