import type { RelayOutboundMessage } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import type { ReplyLanguage } from '../../../integrations/llm/reply-language.ts';
import type { RelayCall } from './relay-call.ts';
import { createRelaySession } from './relay-session.ts';

const setup = JSON.stringify({
  type: 'setup',
  callSid: 'CA00000000000000000000000000000000',
  customParameters: { conversationId: 'c1' },
});
const prompt = (voicePrompt: string, lang?: string) =>
  JSON.stringify({
    type: 'prompt',
    voicePrompt,
    last: true,
    ...(lang === undefined ? {} : { lang }),
  });

/** A session whose call answers with the language it was asked in, recording everything. */
function languageHarness(
  opening: Pick<RelayCall, 'language' | 'offer'> = {
    language: 'en',
    offer: { text: 'Pour le service en français, dites « français ».', lang: 'fr-CA' },
  },
) {
  const sent: RelayOutboundMessage[] = [];
  const asked: ReplyLanguage[] = [];
  const handedOff: ReplyLanguage[] = [];
  const call: RelayCall = {
    greeting: null,
    ...opening,
    ask: (_text, _onLookup, _onSentence, language) => {
      asked.push(language);
      return Promise.resolve({
        text: language === 'fr' ? 'Nous ouvrons à 7 h.' : 'We open at 7.',
        transferTo: null,
        keep: () => Promise.resolve(false),
      });
    },
    handoff: (language) => {
      handedOff.push(language);
      return Promise.resolve({ text: 'Un instant.', to: null });
    },
    failed: () => Promise.resolve(''),
    amendLastAnswer: () => Promise.resolve(),
    finish: () => Promise.resolve(),
  };
  const session = createRelaySession({
    transport: { send: (message) => sent.push(message), close: () => undefined },
    open: () => Promise.resolve(call),
    acknowledgeAfterMs: 0,
    onFault: () => undefined,
  });
  session.receive(setup);
  return { session, sent, asked, handedOff };
}

describe('a relay session and the caller’s language', () => {
  it('switches the voice to fr-CA once the caller is heard in French, then answers in French', async () => {
    const h = languageHarness();
    h.session.receive(prompt('À quelle heure ouvrez-vous ?', 'fr'));
    await h.session.settled();
    // The French offer comes first, in French whatever the call's language.
    expect(h.sent[0]).toEqual({ type: 'text', token: 'Pour ', last: false, lang: 'fr-CA' });
    const switched = h.sent.findIndex((message) => message.type === 'language');
    expect(h.sent[switched]).toEqual({ type: 'language', ttsLanguage: 'fr-CA' });
    expect(
      h.sent
        .slice(switched + 1)
        .map((m) => (m.type === 'text' ? m.token : ''))
        .join(''),
    ).toBe('Nous ouvrons à 7 h.');
    expect(h.asked).toEqual(['fr']);
    h.session.receive(JSON.stringify({ type: 'dtmf', digit: '0' }));
    await h.session.settled();
    // Pressing 0 is answered in the language the call is in.
    expect(h.handedOff).toEqual(['fr']);
  });

  it('switches when the caller asks for French by name, and back for English', async () => {
    const h = languageHarness();
    h.session.receive(prompt('Français', 'en-US'));
    h.session.receive(prompt('English please', 'en-US'));
    await h.session.settled();
    expect(h.sent.filter((message) => message.type === 'language')).toEqual([
      { type: 'language', ttsLanguage: 'fr-CA' },
      { type: 'language', ttsLanguage: 'en-CA' },
    ]);
    expect(h.asked).toEqual(['fr', 'en']);
  });

  it('sends no language message while the caller speaks English', async () => {
    const h = languageHarness();
    h.session.receive(prompt('What time do you open?', 'en-US'));
    h.session.receive(prompt('OK'));
    await h.session.settled();
    expect(h.sent.some((message) => message.type === 'language')).toBe(false);
    expect(h.asked).toEqual(['en', 'en']);
  });

  it('starts a French agent’s call in French: a neutral answer is French, and English is offered in English', async () => {
    const h = languageHarness({
      language: 'fr',
      offer: { text: 'For service in English, say "English".', lang: 'en-CA' },
    });
    h.session.receive(prompt('OK'));
    await h.session.settled();
    expect(h.sent[0]).toEqual({ type: 'text', token: 'For ', last: false, lang: 'en-CA' });
    // The TwiML already speaks French: no switch is sent.
    expect(h.sent.some((message) => message.type === 'language')).toBe(false);
    expect(h.asked).toEqual(['fr']);
    h.session.receive(prompt('English please'));
    await h.session.settled();
    expect(h.sent.filter((message) => message.type === 'language')).toEqual([
      { type: 'language', ttsLanguage: 'en-CA' },
    ]);
    expect(h.asked).toEqual(['fr', 'en']);
  });
});
