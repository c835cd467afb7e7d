import {
  collectScheduleAvailabilitiesToolName,
  EditChildcareProviderBody,
} from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { noProfile } from '../../../modules/childcare-providers/provider-profile-view.ts';
import { broadcastChat } from '../../../test/broadcast-chat.ts';
import { conversation } from './conversation-harness.ts';

describe('the local engine, broadcast onboarding', () => {
  it('asks every field, re-asks a wrong answer, takes corrections and saves a valid profile', async () => {
    const { edit, chat } = broadcastChat();
    const opening = await chat.send('Hi');
    expect(opening.text).toContain('Hi Ada! I am an automated assistant.');
    expect(opening.text).toContain('What is the name of your childcare business');

    expect((await chat.send('Sunny Days Childcare')).text).toContain(
      'Which kinds of care do you offer?',
    );
    expect((await chat.send('full time and before and after school')).text).toContain(
      'Which age groups do you care for? 1. Infant, 2. Toddler',
    );
    expect((await chat.send('infants and toddlers')).text).toBe(
      'How many Infant spaces do you have available? (0 if none right now)',
    );
    // A wrong answer is re-asked with the reason.
    expect((await chat.send('lots')).text).toBe(
      'I could not find a number in that answer.\n\nHow many Infant spaces do you have available? (0 if none right now)',
    );
    expect((await chat.send('three')).text).toContain(
      'From what date are the Infant spaces available?',
    );
    expect((await chat.send('yesterday')).text).toContain(
      '2026-11-22 has already passed; please give today or a later date.',
    );
    expect((await chat.send('Sept 1')).text).toContain('How many Toddler spaces');
    expect((await chat.send('2')).text).toContain(
      'From what date are the Toddler spaces available?',
    );

    const hours = await chat.send('not sure');
    expect(hours.text).toContain('When are you open? Choose the times in the schedule picker');
    expect(hours.toolCalls).toEqual([{ name: collectScheduleAvailabilitiesToolName, result: '' }]);

    const summary = await chat.send(
      '',
      'My preferred schedule availability: Monday - Morning, Monday - Afternoon, Tuesday - Morning',
    );
    expect(summary.toolCalls).toEqual([]);
    expect(summary.text).toContain('- Infant start date: Wednesday, 01 September 2027');
    expect(summary.text).toContain('- Toddler start date: N/A');
    expect(summary.text).toContain(
      '- Hours of business: Monday 6:00 AM - 5:00 PM; Tuesday 6:00 AM - 12:00 PM',
    );
    expect(summary.text).toContain('Shall I save this?');

    // "No" at the confirmation, naming the field and the new value.
    const corrected = await chat.send('No, change the infant start date to March 3');
    expect(corrected.text).toContain('Changed Infant start date: Wednesday, 03 March 2027.');
    expect(corrected.text).toContain('- Toddler start date: N/A');
    // "Go back" re-asks the last answer; typed hours are read too.
    expect((await chat.send('go back')).text).toContain('When are you open?');
    expect((await chat.send('Mon-Fri 7:30am to 6pm')).text).toContain(
      '- Hours of business: Monday to Friday 7:30 AM - 6:00 PM',
    );

    // The tool's error is explained and the question asked again.
    edit.failures.push('body.ageGroups.0.availableSpaces: must be at most 2');
    const failed = await chat.send('yes');
    expect(failed.text).toContain(
      'I could not save that. The system answered: Infant spaces: must be at most 2',
    );
    expect(failed.text).toContain('Shall I try again?');
    expect(failed.toolCalls).toEqual([
      {
        name: 'EditChildcareProvider',
        result: 'Error: body.ageGroups.0.availableSpaces: must be at most 2',
      },
    ]);
    expect((await chat.send('change the infant spaces to 2')).text).toContain(
      'Changed Infant spaces: 2.',
    );

    const saved = await chat.send('yes');
    expect(saved.text).toContain('Your profile is saved');
    expect(saved.toolCalls).toEqual([{ name: 'EditChildcareProvider', result: '{"saved":true}' }]);
    const input = edit.calls.at(-1);
    expect(EditChildcareProviderBody.safeParse(input).success).toBe(true);
    const weekdays = [0, 1, 2, 3, 4].map((day) => ({ day, timeStart: '07:30', timeEnd: '18:00' }));
    expect(input).toEqual({
      paths: ['Profile', 'AgeGroups'],
      profile: {
        name: 'Sunny Days Childcare',
        description: null,
        languages: [],
        childcareTypeIds: [1, 3],
      },
      ageGroups: [
        { id: 1, availableSpaces: 2, availableStartDate: '2027-03-03', hoursOfBusiness: weekdays },
        { id: 2, availableSpaces: 2, availableStartDate: null, hoursOfBusiness: weekdays },
      ],
    });
    expect(edit.calls).toHaveLength(2);

    // After saving, nothing is called again.
    const after = await chat.send('thanks');
    expect(after.toolCalls).toEqual([]);
    expect(after.text).toContain('Everything is saved.');
  });

  it('asks the new questions when the age groups change at the confirmation, and replays every turn alike', async () => {
    const { edit, chat } = broadcastChat();
    const opening = await chat.send('Hello');
    expect((await chat.send('go back')).text).toBe(
      'This is the first question, so there is nothing to go back to.\n\nWhat is the name of your childcare business, as parents should see it?',
    );
    await chat.send('Kids Corner');
    await chat.send('all');
    await chat.send('school age');
    await chat.send('1');
    await chat.send('now');
    expect((await chat.send('weekdays 8 to 5')).text).toContain(
      '- School age start date: Monday, 23 November 2026',
    );
    expect((await chat.send('no')).text).toContain('What would you like to change?');
    expect((await chat.send('nothing')).text).toContain('Shall I save this?');
    expect((await chat.send('change the age groups to school age and kindergarten')).text).toBe(
      'Changed Age groups: Kindergarten, School age.\n\nHow many Kindergarten spaces do you have available? (0 if none right now)',
    );
    await chat.send('5');
    const summary = await chat.send('January 4 2027');
    expect(summary.text).toContain('- Age groups: Kindergarten, School age');
    expect(summary.text).toContain('- Kindergarten start date: Monday, 04 January 2027');
    await chat.send('yes');
    expect(edit.calls).toHaveLength(1);
    expect(EditChildcareProviderBody.safeParse(edit.calls[0]).success).toBe(true);
    expect(opening.text).toContain('I am an automated assistant.');

    // Stateless: every reply (but the one that called the tool) comes again from its history.
    for (const [index, message] of chat.messages.entries()) {
      const reply = chat.messages[index + 1];
      const called = chat.messages[index + 2]?.content === 'EditChildcareProvider';
      if (message.role !== 'user' || reply === undefined || called) continue;
      expect((await chat.replayAt(index)).text).toBe(reply.content);
    }
    expect(edit.calls).toHaveLength(1);
  });

  it('gives the same reply to the same history, and counts tokens roughly', async () => {
    const { chat } = broadcastChat();
    await chat.send('Hi');
    await chat.send('Kids Corner');
    const third = await chat.send('weekends');
    const again = await chat.replayAt(chat.messages.length - 2);
    expect(again.text).toBe(third.text);
    expect(third.usage.outputTokens).toBe(Math.ceil(third.text.length / 4));
    expect(third.usage.inputTokens).toBeGreaterThan(10);
  });

  it('pre-fills from the profile and asks only what is missing', async () => {
    const hoursOfBusiness = [{ day: 0, timeStart: '08:00', timeEnd: '17:00' }];
    const { edit, chat } = broadcastChat({
      ...noProfile,
      id: '6a8e9f4e-3c1f-4a57-9a43-0d5b1c7e2f10',
      user: { firstName: 'Ada' },
      name: 'Maple Tree Centre',
      languages: ['en', 'fr'],
      description: 'A centre by the park.',
      childcareTypeIds: [1],
      ageGroups: [
        {
          id: 3,
          name: 'Preschool',
          licensedSpaces: 10,
          availableSpaces: null,
          availableStartDate: '2027-01-04',
          hoursOfBusiness,
        },
      ],
    });
    const opening = await chat.send('Hello');
    expect(opening.text).toContain(
      'From your profile I already have: business name, services, age groups, preschool start date, hours of business.',
    );
    expect(opening.text).toContain('How many Preschool spaces do you have available?');
    expect((await chat.send('12')).text).toContain(
      'Please give a number from 0 to 10. Your centre is licensed for 10 Preschool spaces.',
    );
    expect((await chat.send('4')).text).toContain('- Business name: Maple Tree Centre');
    await chat.send('yes');
    expect(edit.calls).toEqual([
      {
        paths: ['Profile', 'AgeGroups'],
        profile: {
          name: 'Maple Tree Centre',
          description: 'A centre by the park.',
          languages: ['en', 'fr'],
          childcareTypeIds: [1],
        },
        ageGroups: [
          { id: 3, availableSpaces: 4, availableStartDate: '2027-01-04', hoursOfBusiness },
        ],
      },
    ]);
  });

  it('refuses an assistant it does not know', async () => {
    const chat = conversation({ assistantId: 'someone-else', tools: [], profile: noProfile });
    await expect(chat.send('Hi')).rejects.toThrow(
      'The local assistant has no conversation for someone-else',
    );
  });
});
