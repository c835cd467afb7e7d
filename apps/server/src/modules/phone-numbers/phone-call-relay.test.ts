import { describe, expect, it } from 'vitest';
import { relayTwiml, sayTwiml } from '../../integrations/telephony/call-twiml.ts';
import { agentRelayCall, agentSpeech } from './phone-call-relay.ts';
import { phoneCallWordsIn } from './phone-call-words.ts';

const origin = 'https://kinderwait.example';

describe('the relay TwiML in the agent’s language', () => {
  it('greets a French agent’s callers in French first, with the French voice, and lists English second', () => {
    const twiml = relayTwiml(
      agentRelayCall(
        { greeting: 'Bonjour, ici la Garderie Soleil.', language: 'fr-CA', voice: 'Joanna' },
        'c1',
        origin,
      ),
    );
    expect(twiml).toContain(
      'welcomeGreeting="Bonjour, ici la Garderie Soleil. Un assistant automatisé répond à cet appel, et une transcription en est conservée." language="fr-CA" ttsProvider="Amazon" voice="Gabrielle-Neural"',
    );
    expect(twiml.indexOf('<Language code="fr-CA"')).toBeLessThan(
      twiml.indexOf('<Language code="en-CA"'),
    );
    expect(twiml).toContain('<Language code="en-CA" ttsProvider="Amazon" voice="Joanna-Neural"');
  });

  it('keeps an English agent’s greeting, voice and order as they were', () => {
    const call = agentRelayCall(
      { greeting: 'Hello.', language: 'en-CA', voice: 'Matthew' },
      'c1',
      origin,
    );
    expect(call).toMatchObject({
      welcomeGreeting:
        'Hello. This call is answered by an automated assistant, and a transcript is kept.',
      language: 'en-CA',
      voice: 'Matthew-Neural',
      languages: [
        { code: 'en-CA', voice: 'Matthew-Neural' },
        { code: 'fr-CA', voice: 'Liam-Neural' },
      ],
    });
  });

  it('says a French agent’s own messages in French with its French voice, an English one’s as before', () => {
    const french = { language: 'fr-CA', voice: 'Stephen' } as const;
    expect(sayTwiml(phoneCallWordsIn('fr').connecting, agentSpeech(french))).toContain(
      '<Say language="fr-CA" voice="Polly.Liam-Neural">Veuillez patienter',
    );
    expect(sayTwiml('Hello.', agentSpeech({ language: 'en-CA', voice: 'Joanna' }))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Say>Hello.</Say><Hangup/></Response>',
    );
  });
});
