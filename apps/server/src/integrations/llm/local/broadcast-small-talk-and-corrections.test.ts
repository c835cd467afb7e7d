import { collectScheduleAvailabilitiesToolName } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import {
  nameQuestion,
  namedProfile,
  offTopic,
  spacesQuestion,
  startQuestion,
  broadcastChat,
} from '../../../test/broadcast-chat.ts';

describe('the local engine answers an off-topic message with what it can help with', () => {
  it('does not take "What is the weather?" as the business name', async () => {
    const { chat } = broadcastChat();
    await chat.send('Hi');
    expect((await chat.send('What is the weather?')).text).toBe(`${offTopic}\n\n${nameQuestion}`);
    expect((await chat.send('Tell me a joke about cats please')).text).toBe(
      `${offTopic}\n\n${nameQuestion}`,
    );
    expect((await chat.send('Sunny Days')).text).toContain('Which kinds of care do you offer?');
  });

  it('says so at a date question, and offers the schedule picker again at the hours', async () => {
    const { chat } = broadcastChat(namedProfile);
    await chat.send('Hi');
    await chat.send('toddlers');
    await chat.send('2');
    expect((await chat.send('What is the weather?')).text).toBe(
      `${offTopic}\n\n${startQuestion('Toddler')}`,
    );
    await chat.send('now');
    const offHours = await chat.send('Who won the hockey game last night?');
    expect(offHours.text).toMatch(
      new RegExp(`^${offTopic.replace(/[.?()]/g, '\\$&')}\\n\\nWhen are you open\\?`),
    );
    expect(offHours.toolCalls).toEqual([
      { name: collectScheduleAvailabilitiesToolName, result: '' },
    ]);
  });

  it('keeps the summary open after an off-topic message and does not save', async () => {
    const { edit, chat } = broadcastChat(namedProfile);
    await chat.send('Hi');
    await chat.send('toddlers');
    await chat.send('2');
    await chat.send('now');
    await chat.send('weekdays 8 to 5');
    const reply = await chat.send('What is the weather?');
    expect(reply.text).toMatch(
      new RegExp(`^${offTopic.replace(/[.?()]/g, '\\$&')}\\n\\nHere is what I have:`),
    );
    expect(reply.text).toContain('Shall I save this?');
    expect(edit.calls).toEqual([]);
  });
});

describe('the local engine accepts natural corrections', () => {
  async function atSummary() {
    const { edit, chat } = broadcastChat(namedProfile);
    await chat.send('Hi');
    // Asked in the catalogue's order: toddlers first.
    await chat.send('preschool and toddlers');
    await chat.send('2');
    await chat.send('now');
    await chat.send('3');
    await chat.send('February 1');
    await chat.send('weekdays 8 to 5');
    return { edit, chat };
  }

  it.each([
    [
      'Actually the preschool start date should be January 5',
      '- Preschool start date: Tuesday, 05 January 2027',
    ],
    [
      'The preschool start date is January 5, not February 1',
      '- Preschool start date: Tuesday, 05 January 2027',
    ],
    ['oops, preschool starts January 5', '- Preschool start date: Tuesday, 05 January 2027'],
    ['Sorry, we have 4 toddler spots', '- Toddler spaces: 4'],
    ['the toddler spaces are 4, not 2', '- Toddler spaces: 4'],
    ['Our business name should be Maple Tree Daycare', '- Business name: Maple Tree Daycare'],
  ])('at the summary: %j', async (sentence, line) => {
    const { edit, chat } = await atSummary();
    const reply = await chat.send(sentence);
    expect(reply.text).toContain(line);
    expect(reply.text).toContain('Shall I save this?');
    expect(edit.calls).toEqual([]);
  });

  it('corrects the answer just given with "I meant", "make that" or "actually"', async () => {
    const { chat } = broadcastChat(namedProfile);
    await chat.send('Hi');
    await chat.send('preschool');
    expect((await chat.send('3')).text).toBe(startQuestion('Preschool'));
    expect((await chat.send('sorry, I meant 5')).text).toBe(
      `Changed Preschool spaces: 5.\n\n${startQuestion('Preschool')}`,
    );
    expect((await chat.send('make that 6')).text).toBe(
      `Changed Preschool spaces: 6.\n\n${startQuestion('Preschool')}`,
    );
    // "Actually" with an answer to the open question answers it.
    expect((await chat.send('actually, January 5')).text).toContain('When are you open?');
  });

  it('takes a correction mid-way without losing the open question', async () => {
    const { chat } = broadcastChat(namedProfile);
    await chat.send('Hi');
    await chat.send('preschool and toddlers');
    await chat.send('3');
    await chat.send('February 1');
    expect((await chat.send('Actually the toddler start date should be January 5')).text).toBe(
      `Changed Toddler start date: Tuesday, 05 January 2027.\n\n${spacesQuestion('Preschool')}`,
    );
  });
});

describe('the local engine asks for a yes to its summary before saving', () => {
  it('never saves on a first message, even "yes", and not on "yes, but" with a change', async () => {
    const { edit, chat } = broadcastChat({
      ...namedProfile,
      ageGroups: [
        {
          id: 2,
          name: 'Toddler',
          licensedSpaces: null,
          availableSpaces: 3,
          availableStartDate: '2027-02-01',
          hoursOfBusiness: [{ day: 0, timeStart: '08:00', timeEnd: '17:00' }],
        },
      ],
    });
    const opening = await chat.send('yes');
    expect(opening.text).toContain('Here is what I have:');
    expect(opening.toolCalls).toEqual([]);
    const changed = await chat.send('yes, but change the toddler spaces to 2');
    expect(changed.text).toContain('Changed Toddler spaces: 2.');
    expect(changed.text).toContain('Shall I save this?');
    const more = await chat.send('Yes, and we also have 1 infant spot from March');
    expect(more.text).toContain('Infant spaces: 1');
    expect(more.text).toContain('Shall I save this?');
    expect(edit.calls).toEqual([]);
    expect((await chat.send('yes')).toolCalls).toEqual([
      { name: 'EditChildcareProvider', result: '{"saved":true}' },
    ]);
  });
});

describe('the local engine resumes a conversation without greeting again', () => {
  it.each(['Hi', 'Hello again', "I'm back", 'hi, where were we?'])(
    'answers %j mid-way with the open question, not the introduction',
    async (greeting) => {
      const { chat } = broadcastChat();
      await chat.send('Hi');
      await chat.send('Sunny Days Childcare');
      const reply = await chat.send(greeting);
      expect(reply.text).not.toContain('I am an automated assistant');
      expect(reply.text).toMatch(
        /^Let's carry on where we left off\.\n\nWhich kinds of care do you offer\?/,
      );
    },
  );

  it('does not take a greeting as the business name', async () => {
    const { chat } = broadcastChat();
    await chat.send('Hi');
    expect((await chat.send('hello')).text).toBe(
      `Let's carry on where we left off.\n\n${nameQuestion}`,
    );
  });
});
