import { ageGroupIds } from '@kinderwait/contract';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { addDocument, firstTurn, providerWithCentre } from '../../../test/voice-eval-centre.ts';
import { evalCentreProfile } from '../eval/eval-centre.ts';
import type { VoiceAnswer, VoiceAnswerInput } from './voice-answerer.ts';

/**
 * The answering engine through the app's service with the embedded local engine: the notice
 * once, only the provider's own passages, "I don't know" below the threshold, no promised space,
 * live facts, a transfer, and a message taken over several turns.
 */
const disclosure = /^You're speaking with .*automated assistant\./;

forEachDatabase((t) => {
  let maple: TestUser;
  let birch: TestUser;
  let mapleProviderId = '';

  beforeAll(async () => {
    const app = t.app();
    const mapleCentre = await providerWithCentre(app, {
      ...evalCentreProfile,
      address: '412 Logan Ave, Toronto, ON M4M 2P1',
      phone: '+14165550123',
    });
    maple = mapleCentre.user;
    mapleProviderId = mapleCentre.providerId;
    birch = (
      await providerWithCentre(app, {
        ...evalCentreProfile,
        name: 'Birch Street Daycare',
        locId: 990413,
        dailyFeeCents: 7200,
        address: '9 Birch St, Toronto, ON M4W 1A1',
        phone: '+16475550177',
      })
    ).user;
    await addDocument(
      app,
      maple,
      'swim',
      'swimming.md',
      Buffer.from('Swimming\n\nOur preschoolers swim at the community pool every Friday morning.'),
    );
    await addDocument(
      app,
      birch,
      'music',
      'music.md',
      Buffer.from(
        'Music\n\nOur children learn the violin every Wednesday with a visiting teacher.',
      ),
    );
  });

  const ask = (user: TestUser, text: string, more: Partial<VoiceAnswerInput> = {}) =>
    t.app().services.voiceAnswerer.answer({ ...firstTurn(user.id, text), ...more });

  /** The next turn of the conversation `previous` ended. */
  const next = (user: TestUser, said: string, previous: VoiceAnswer, text: string) =>
    ask(user, text, {
      history: [
        { role: 'caller', text: said },
        { role: 'agent', text: previous.text },
      ],
      state: previous.state,
    });

  it('says it is an automated assistant once, at the start of the first answer only', async () => {
    const first = await ask(maple, 'What are your hours?');
    expect(first.text).toMatch(disclosure);
    expect(first.text).toContain('Monday to Friday, 7:30 AM to 6:00 PM');
    expect(first.state).toEqual({ disclosed: true, message: null });
    const second = await next(maple, 'What are your hours?', first, 'And your fees?');
    expect(second.text).toBe('Our fees are $46.50 a day.');
    expect(second.sources).toEqual([{ kind: 'fact', name: 'fees', value: '$46.50 a day' }]);
  });

  it("answers from the provider's own passages only, never another provider's", async () => {
    const swim = await ask(maple, 'Do the children go swimming?');
    expect(swim.text).toContain('swim at the community pool every Friday morning');
    expect(swim.sources).toEqual([
      expect.objectContaining({ kind: 'passage', itemKey: 'swim', itemName: 'swimming.md' }),
    ]);
    const violinHere = await ask(birch, 'Do the children learn violin?');
    expect(violinHere.text).toContain('learn the violin every Wednesday');
    const violinThere = await ask(maple, 'Do the children learn violin?');
    expect(violinThere.text).not.toContain('violin every Wednesday');
    expect(violinThere.text).toContain("don't know");
    expect(violinThere.sources).toEqual([]);
    const swimThere = await ask(birch, 'Do the children go swimming?');
    expect(swimThere.text).toContain("don't know");
    // Each provider's own facts too.
    expect((await ask(birch, 'How much are your fees?')).text).toContain('$72 a day');
  });

  it("says it does not know what its passages don't hold, and offers a person or a message", async () => {
    const answer = await ask(maple, 'Do you teach the children Mandarin calligraphy?');
    expect(answer.text).toMatch(disclosure);
    expect(answer.text).toContain("I don't know that");
    expect(answer.text).toContain('pass you to someone at the centre, or take a message');
    expect(answer).toMatchObject({ outcome: 'answered', ended: false, message: null });
  });

  it('takes a message, or passes the call on, when the caller says so after "I don\'t know"', async () => {
    const question = 'Do you teach the children Mandarin calligraphy?';
    const unknown = await ask(maple, question);
    expect((await next(maple, question, unknown, 'Yes please')).text).toBe(
      'I can take a message for the centre. May I have your name?',
    );
    expect(await next(maple, question, unknown, 'A person please')).toMatchObject({
      outcome: 'transferred',
      ended: true,
    });
    expect((await next(maple, question, unknown, 'No thanks')).text).toBe(
      'All right. Is there anything else I can help you with?',
    );
  });

  it('never promises a space: it says how many the profile shows and that none is guaranteed', async () => {
    const answer = await ask(maple, 'Can you hold a toddler spot for my son?');
    expect(answer.text).toContain('The Toddler group shows 2 open spaces right now');
    expect(answer.text).toContain('never guaranteed');
    expect(answer.text).not.toMatch(/\b(?:will hold|reserved for you|is yours)\b/);
  });

  it('carries a question about spaces on to the age group the caller names next', async () => {
    const question = 'Do you have spaces for infants?';
    const first = await ask(maple, question);
    expect(first.text).toContain('The Infant group has no open spaces listed right now.');
    expect((await next(maple, question, first, 'What about toddlers?')).text).toContain(
      'The Toddler group shows 2 open spaces right now, from January 4, 2027.',
    );
  });

  it('reads the spaces live: a space taken is gone from the next answer', async () => {
    expect((await ask(maple, 'Any preschool openings?')).text).toContain('1 open space');
    // What an accepted offer does to the group's spaces.
    await t.app().services.childcareProviders.takeSpace(mapleProviderId, ageGroupIds.preschool);
    expect((await ask(maple, 'Any preschool openings?')).text).toContain(
      'The Preschool group has no open spaces listed right now.',
    );
  });

  it('passes the caller to the centre when they ask for a person, and ends there', async () => {
    const answer = await ask(maple, 'Can I speak to a real person?');
    expect(answer).toMatchObject({ outcome: 'transferred', ended: true, message: null });
    expect(answer.text).toContain("I'll pass you to someone at the centre now.");
    const nowhere = await ask(maple, 'Can I speak to a real person?', {
      agent: { ...firstTurn(maple.id, '').agent, redirectPhoneNumber: '' },
    });
    expect(nowhere).toMatchObject({ outcome: 'answered', ended: false });
    expect(nowhere.text).toContain('take a message');
  });

  it('gives a website visitor who asks for a person the number to call: nobody can take a chat over', async () => {
    const answer = await ask(maple, 'Can I speak to a real person?', { channel: 'widget' });
    expect(answer).toMatchObject({ outcome: 'transferred', ended: true, message: null });
    expect(answer.text).toContain(
      `To speak with someone at the centre, please call ${firstTurn(maple.id, '').agent.redirectPhoneNumber}.`,
    );
    expect(answer.text).not.toContain('pass you');
  });

  it("takes a message over several turns: name, a spoken number as E.164, the child's age, the question", async () => {
    const conversation: { said: string; answer: VoiceAnswer }[] = [];
    const say = async (text: string): Promise<VoiceAnswer> => {
      const previous = conversation.at(-1);
      const answer = await ask(maple, text, {
        history: conversation.flatMap(({ said, answer: earlier }) => [
          { role: 'caller' as const, text: said },
          { role: 'agent' as const, text: earlier.text },
        ]),
        state: previous?.answer.state ?? null,
      });
      conversation.push({ said: text, answer });
      return answer;
    };
    expect((await say('Can I leave a message?')).text).toMatch(
      /automated assistant\. I can take a message for the centre\. May I have your name\?$/,
    );
    expect((await say("It's Dana Li.")).text).toBe(
      'What number should the centre call you back on?',
    );
    const unclear = await say('five five five');
    expect(unclear.text).toContain("didn't catch a full phone number");
    expect(unclear.state).toMatchObject({ message: { name: 'Dana Li', callbackNumber: null } });
    expect((await say('four one six 555 0134')).text).toBe('How old is your child?');
    expect((await say('She is two')).text).toBe('And what would you like to ask the centre?');
    const done = await say('Could she start in March?');
    expect(done).toMatchObject({
      outcome: 'message_taken',
      ended: true,
      message: {
        name: 'Dana Li',
        callbackNumber: '+14165550134',
        childAge: 'She is two',
        question: 'Could she start in March?',
      },
      state: { disclosed: true, message: null },
    });
    expect(done.text).toBe('Thank you, Dana Li. The centre will call you back at 416 555 0134.');
  });

  it('stops taking a message when the caller says never mind', async () => {
    const started = await ask(maple, 'I would like to leave a message');
    const stopped = await next(maple, 'I would like to leave a message', started, 'Never mind');
    expect(stopped).toMatchObject({ outcome: 'answered', ended: false, message: null });
    expect(stopped.state).toEqual({ disclosed: true, message: null });
  });
});
