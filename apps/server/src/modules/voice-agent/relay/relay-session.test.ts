import type { RelayOutboundMessage } from '@kinderwait/contract';
import { relayCloseCodes } from '@kinderwait/contract';
import { describe, expect, it, vi } from 'vitest';
import type { RelayAsked, RelayCall, RelayOpening } from './relay-call.ts';
import type { RelaySession } from './relay-session.ts';
import { createRelaySession } from './relay-session.ts';
import { acknowledgementText } from './relay-words.ts';

const setup = JSON.stringify({
  type: 'setup',
  callSid: 'CA00000000000000000000000000000000',
  customParameters: { conversationId: 'c1' },
});
const prompt = (voicePrompt: string, last = true) =>
  JSON.stringify({ type: 'prompt', voicePrompt, lang: 'en-US', last });

interface Harness {
  session: RelaySession;
  sent: RelayOutboundMessage[];
  closes: { code: number; reason: string }[];
  kept: string[];
  amended: string[];
  finished: string[];
  call: RelayCall;
  /** What the session sent as text, joined. */
  spoken(): string;
}

function harness(
  ask: RelayCall['ask'],
  options: {
    opening?: RelayOpening;
    onSend?: (message: RelayOutboundMessage, session: RelaySession) => void;
  } = {},
): Harness {
  const sent: RelayOutboundMessage[] = [];
  const closes: { code: number; reason: string }[] = [];
  const kept: string[] = [];
  const amended: string[] = [];
  const finished: string[] = [];
  const call: RelayCall = {
    greeting: null,
    language: 'en',
    offer: null,
    ask,
    handoff: () => Promise.resolve({ text: "I'll pass you to someone now.", to: '+14165550101' }),
    failed: () => Promise.resolve('Someone will call you back. May I have your name?'),
    amendLastAnswer: (said) => {
      amended.push(said);
      return Promise.resolve();
    },
    finish: (how) => {
      finished.push(how);
      return Promise.resolve();
    },
  };
  const session: RelaySession = createRelaySession({
    transport: {
      send: (message) => {
        sent.push(message);
        options.onSend?.(message, session);
      },
      close: (code, reason) => closes.push({ code, reason }),
    },
    open: () => Promise.resolve(options.opening ?? call),
    acknowledgeAfterMs: 0,
    onFault: () => undefined,
  });
  return {
    session,
    sent,
    closes,
    kept,
    amended,
    finished,
    call,
    spoken: () => sent.map((message) => (message.type === 'text' ? message.token : '')).join(''),
  };
}

const answering =
  (text: string, kept: string[], extra: Partial<RelayAsked> = {}): RelayCall['ask'] =>
  () =>
    Promise.resolve({
      text,
      transferTo: null,
      keep: (said) => {
        kept.push(said);
        return Promise.resolve(false);
      },
      ...extra,
    });

describe('a relay session', () => {
  it('answers a finished prompt only, as word tokens whose last one says so', async () => {
    const kept: string[] = [];
    const h = harness(answering('Toddler fees are $62 a day.', kept));
    h.session.receive(setup);
    h.session.receive(prompt('How much are', false));
    h.session.receive(prompt('How much are toddler fees?'));
    await h.session.settled();
    expect(h.spoken()).toBe('Toddler fees are $62 a day.');
    expect(h.sent.length).toBeGreaterThan(1);
    expect(h.sent.at(-1)).toEqual({ type: 'text', token: 'day.', last: true });
    expect(h.sent.slice(0, -1).every((message) => 'last' in message && !message.last)).toBe(true);
    expect(kept).toEqual(['Toddler fees are $62 a day.']);
  });

  it('says a short acknowledgement before a slow lookup returns, and keeps it out of the transcript', async () => {
    const kept: string[] = [];
    let release: () => void = () => undefined;
    const h = harness(async (_text, onLookup) => {
      onLookup();
      await new Promise<void>((resolve) => (release = resolve));
      return answering('Yes, we have a toddler space.', kept)(
        '',
        () => undefined,
        () => undefined,
        'en',
      );
    });
    h.session.receive(setup);
    h.session.receive(prompt('Any toddler spaces?'));
    await vi.waitFor(() => {
      expect(h.sent).toHaveLength(1);
    });
    expect(h.sent[0]).toEqual({ type: 'text', token: acknowledgementText, last: false });
    release();
    await h.session.settled();
    expect(h.spoken()).toBe(`${acknowledgementText}Yes, we have a toddler space.`);
    expect(kept).toEqual(['Yes, we have a toddler space.']);
  });

  it('speaks each sentence the engine finishes at once, then the rest, and closes the answer', async () => {
    const kept: string[] = [];
    let release: () => void = () => undefined;
    const h = harness(async (_text, _onLookup, onSentence) => {
      onSentence('We serve a hot lunch.');
      await new Promise<void>((resolve) => (release = resolve));
      onSentence('Fees are $46.50 a day.');
      return answering('We serve a hot lunch. Fees are $46.50 a day.', kept)(
        '',
        () => undefined,
        () => undefined,
        'en',
      );
    });
    h.session.receive(setup);
    h.session.receive(prompt('Lunch and fees?'));
    // The first sentence is on its way while the engine is still writing.
    await vi.waitFor(() => {
      expect(h.spoken()).toBe('We serve a hot lunch. ');
    });
    expect(h.sent.every((message) => message.type === 'text' && !message.last)).toBe(true);
    release();
    await h.session.settled();
    expect(h.spoken()).toBe('We serve a hot lunch. Fees are $46.50 a day. ');
    expect(h.sent.at(-1)).toEqual({ type: 'text', token: '', last: true });
    expect(kept).toEqual(['We serve a hot lunch. Fees are $46.50 a day.']);
  });

  it('speaks what a transfer adds after the sentences already said, then ends with the handoff', async () => {
    const kept: string[] = [];
    const h = harness((_text, _onLookup, onSentence) => {
      onSentence('Let me see.');
      return answering("Let me see. I'll pass you to someone now.", kept, {
        transferTo: '+14165550101',
      })(
        '',
        () => undefined,
        () => undefined,
        'en',
      );
    });
    h.session.receive(setup);
    h.session.receive(prompt('Can I talk to someone?'));
    await h.session.settled();
    expect(h.spoken()).toBe("Let me see. I'll pass you to someone now.");
    expect(h.sent.filter((message) => message.type === 'text' && message.last)).toHaveLength(1);
    expect(h.sent.at(-1)).toMatchObject({ type: 'end' });
  });

  it('after sentences already said, an engine failure mid-answer still says someone will call back', async () => {
    const h = harness((_text, _onLookup, onSentence) => {
      onSentence('We serve a hot lunch.');
      return Promise.reject(new Error('the model stream broke'));
    });
    h.session.receive(setup);
    h.session.receive(prompt('Lunch?'));
    await h.session.settled();
    expect(h.spoken()).toBe(
      'We serve a hot lunch. Someone will call you back. May I have your name?',
    );
    expect(h.closes).toEqual([]);
  });

  it('stops talking at an interrupt and keeps only what was heard', async () => {
    const kept: string[] = [];
    const h = harness(answering('One two three four five six seven eight.', kept), {
      onSend: (message, session) => {
        if (message.type === 'text' && message.token === 'two ') {
          session.receive(
            JSON.stringify({
              type: 'interrupt',
              utteranceUntilInterrupt: 'One two',
              durationUntilInterruptMs: 800,
            }),
          );
        }
      },
    });
    h.session.receive(setup);
    h.session.receive(prompt('Count for me'));
    await h.session.settled();
    expect(h.spoken()).toBe('One two ');
    expect(kept).toEqual(['One two']);
  });

  it('amends the last answer kept when the interrupt comes after it was all sent', async () => {
    const h = harness(answering('A long answer.', []));
    h.session.receive(setup);
    h.session.receive(prompt('Tell me'));
    await h.session.settled();
    h.session.receive(JSON.stringify({ type: 'interrupt', utteranceUntilInterrupt: 'A long' }));
    await h.session.settled();
    expect(h.amended).toEqual(['A long']);
  });

  it('passes the call to a person on DTMF 0, ending with the transfer number', async () => {
    const h = harness(answering('unused', []));
    h.session.receive(setup);
    h.session.receive(JSON.stringify({ type: 'dtmf', digit: '5' }));
    h.session.receive(JSON.stringify({ type: 'dtmf', digit: '0' }));
    await h.session.settled();
    expect(h.spoken()).toBe("I'll pass you to someone now.");
    expect(h.sent.at(-1)).toEqual({
      type: 'end',
      handoffData: JSON.stringify({ reasonCode: 'live-agent-handoff', to: '+14165550101' }),
    });
  });

  it('ends with the handoff after an answer that transfers, and answers nothing more', async () => {
    const kept: string[] = [];
    const h = harness(
      answering("I'll pass you to someone at the centre now.", kept, {
        transferTo: '+14165550101',
      }),
    );
    h.session.receive(setup);
    h.session.receive(prompt('Can I talk to someone?'));
    h.session.receive(prompt('Hello?'));
    await h.session.settled();
    const ends = h.sent.filter((message) => message.type === 'end');
    expect(ends).toEqual([
      {
        type: 'end',
        handoffData: JSON.stringify({ reasonCode: 'live-agent-handoff', to: '+14165550101' }),
      },
    ]);
    expect(h.sent.at(-1)?.type).toBe('end');
    expect(kept).toHaveLength(1);
  });

  it('tells the caller someone will call back when the engine fails', async () => {
    const h = harness(() => Promise.reject(new Error('engine down')));
    h.session.receive(setup);
    h.session.receive(prompt('Any spaces?'));
    await h.session.settled();
    expect(h.spoken()).toBe('Someone will call you back. May I have your name?');
    expect(h.closes).toEqual([]);
  });

  it('ends the call as dropped on an abnormal close, as hung up on a clean one', async () => {
    const dropped = harness(answering('x', []));
    dropped.session.receive(setup);
    dropped.session.closed(1006);
    await dropped.session.settled();
    expect(dropped.finished).toEqual(['dropped']);

    const hungUp = harness(answering('x', []));
    hungUp.session.receive(setup);
    hungUp.session.closed(1000);
    await hungUp.session.settled();
    expect(hungUp.finished).toEqual(['hung_up']);
  });

  it('closes a session refused at setup with its reason', async () => {
    const h = harness(answering('x', []), {
      opening: { refused: { code: relayCloseCodes.unknownConversation, reason: 'Unknown' } },
    });
    h.session.receive(setup);
    h.session.receive(prompt('Hello'));
    await h.session.settled();
    expect(h.closes).toEqual([{ code: relayCloseCodes.unknownConversation, reason: 'Unknown' }]);
    expect(h.sent).toEqual([]);
  });

  it.each([
    ['not JSON', '{"type":'],
    ['an unknown type', JSON.stringify({ type: 'hello' })],
    ['a prompt without its fields', JSON.stringify({ type: 'prompt' })],
    ['an array', '[1,2,3]'],
    ['a bad digit', JSON.stringify({ type: 'dtmf', digit: '12' })],
  ])('closes the session on %s', (_name, frame) => {
    const h = harness(answering('x', []));
    h.session.receive(setup);
    h.session.receive(frame);
    expect(h.closes.map((close) => close.code)).toEqual([relayCloseCodes.malformed]);
  });

  it('closes the session when the first message is not setup, or setup comes twice', () => {
    const first = harness(answering('x', []));
    first.session.receive(prompt('Hello'));
    expect(first.closes.map((close) => close.code)).toEqual([relayCloseCodes.malformed]);
    const twice = harness(answering('x', []));
    twice.session.receive(setup);
    twice.session.receive(setup);
    expect(twice.closes.map((close) => close.code)).toEqual([relayCloseCodes.malformed]);
  });
});
