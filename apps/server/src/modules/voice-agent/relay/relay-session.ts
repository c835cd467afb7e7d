import type { RelayOutboundMessage, RelaySetupMessage } from '@kinderwait/contract';
import {
  relayHandoffReasonCode,
  RelayInboundMessage,
  relayCloseCodes,
  relayLanguageCodes,
  type RelayHandoff,
  voiceAgentLimits,
} from '@kinderwait/contract';
import type { ReplyLanguage } from '../../../integrations/llm/reply-language.ts';
import { turnLanguage } from '../answering/spoken-words.ts';
import type { RelayCall, RelayOpening } from './relay-call.ts';
import { isRefusal } from './relay-call.ts';
import { acknowledgementIn, spokenTokens } from './relay-words.ts';

/**
 * One live call over the ConversationRelay protocol, whatever carries it (Twilio's WebSocket, the
 * dashboard's test call, a test's fake): frames in, text tokens and the end out. Messages are
 * handled one after another, except an interrupt, which stops the answer being spoken at once.
 */
export interface RelayTransport {
  send(message: RelayOutboundMessage): void;
  close(code: number, reason: string): void;
}

export interface RelaySessionOptions {
  transport: RelayTransport;
  /** The call `setup` names, or why it is refused. */
  open(setup: RelaySetupMessage): Promise<RelayOpening>;
  /** How long a lookup may keep the caller in silence before the acknowledgement is said. */
  acknowledgeAfterMs: number;
  /** A fault the session survived (logged by the caller). */
  onFault(error: unknown): void;
}

export interface RelaySession {
  /** One text frame from the caller's side. */
  receive(frame: string): void;
  /** The socket closed with `code`: the call ends (abandoned unless hung up cleanly). */
  closed(code: number): void;
  /** Resolves once everything received so far is handled (tests, shutdown). */
  settled(): Promise<void>;
}

/** What is being answered: set by an interrupt that arrives while it is under way. */
interface Utterance {
  heard: string | null;
}

/** Close codes a caller hangs up with; any other close is a dropped call. */
const hangUpCodes: readonly number[] = [1000, 1001];

/** The product's language of a recogniser's tag ('fr', 'fr-CA' → fr); null for others or none. */
function heardLanguage(lang: string | undefined): ReplyLanguage | null {
  const primary = lang?.toLowerCase().split('-')[0];
  return primary === 'fr' || primary === 'en' ? primary : null;
}

export function createRelaySession(options: RelaySessionOptions): RelaySession {
  const { transport } = options;
  let call: RelayCall | null = null;
  let setupSeen = false;
  let closed = false;
  let ended = false;
  let current: Utterance | null = null;
  let queue: Promise<void> = Promise.resolve();
  // A call starts in its agent's language (set at setup; the greeting offers the other one); the
  // voice follows the caller.
  let language: ReplyLanguage = 'en';

  const enqueue = (work: () => Promise<void>): void => {
    queue = queue.then(work).catch((error: unknown) => {
      options.onFault(error);
      close(1011, 'The call failed');
    });
  };

  const close = (code: number, reason: string): void => {
    if (closed) return;
    closed = true;
    if (current !== null) current.heard ??= '';
    transport.close(code, reason);
  };

  const send = (message: RelayOutboundMessage): void => {
    if (!closed) transport.send(message);
  };

  /**
   * Speaks `text` a word at a time, stopping at an interrupt; resolves what was said. `lang` speaks
   * it in another language than the call's.
   */
  const speak = async (text: string, utterance: Utterance, lang?: string): Promise<string> => {
    const tokens = spokenTokens(text);
    for (const [index, token] of tokens.entries()) {
      if (utterance.heard !== null || closed) return utterance.heard ?? '';
      const last = index === tokens.length - 1;
      send(
        lang === undefined ? { type: 'text', token, last } : { type: 'text', token, last, lang },
      );
      // A turn of the event loop between tokens, so an interrupt can stop the rest.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return utterance.heard ?? text;
  };

  /** The voice speaks `next` from now on: told once, when it changes. */
  const switchLanguage = (next: ReplyLanguage): void => {
    if (next === language) return;
    language = next;
    send({ type: 'language', ttsLanguage: relayLanguageCodes[next] });
  };

  const endWith = (handoff: RelayHandoff | null): void => {
    ended = true;
    send(
      handoff === null
        ? { type: 'end' }
        : { type: 'end', handoffData: JSON.stringify(handoff) satisfies string },
    );
  };

  const answer = async (open: RelayCall, text: string): Promise<void> => {
    const utterance: Utterance = { heard: null };
    current = utterance;
    let timer: NodeJS.Timeout | undefined;
    // The acknowledgement stays out of the transcript: it is not part of the answer.
    const onLookup = () => {
      timer ??= setTimeout(() => {
        if (utterance.heard !== null || closed) return;
        send({ type: 'text', token: acknowledgementIn(language), last: false });
      }, options.acknowledgeAfterMs);
    };
    // A sentence the engine finished is spoken at once, before the rest of the answer is written.
    let streamed = '';
    const onSentence = (sentence: string) => {
      clearTimeout(timer);
      if (utterance.heard !== null || closed) return;
      const part = `${sentence} `;
      for (const token of spokenTokens(part)) send({ type: 'text', token, last: false });
      streamed += part;
    };
    try {
      let asked;
      try {
        asked = await open.ask(text, onLookup, onSentence, language);
      } catch (error) {
        options.onFault(error);
        clearTimeout(timer);
        await speak(await open.failed(text, language), utterance);
        return;
      }
      clearTimeout(timer);
      await speakRest(asked.text, streamed.trim(), utterance);
      const said = utterance.heard ?? asked.text;
      // Said in full: an interrupt from now on amends the turn, once it is kept.
      current = null;
      const over = await asked.keep(said);
      if (asked.transferTo !== null)
        endWith({ reasonCode: relayHandoffReasonCode, to: asked.transferTo });
      else if (over) endWith(null);
    } finally {
      current = null;
    }
  };

  /**
   * Speaks what the answer adds to the sentences already sent, which begin it (an answer that
   * does not begin so, which should not happen, is said whole); an answer sent whole as it came
   * is closed with an empty last token.
   */
  const speakRest = async (text: string, sent: string, utterance: Utterance): Promise<void> => {
    if (sent === '') {
      await speak(text, utterance);
      return;
    }
    const rest = text.startsWith(sent) ? text.slice(sent.length).trim() : text;
    if (rest !== '') await speak(rest, utterance);
    else if (utterance.heard === null && !closed) send({ type: 'text', token: '', last: true });
  };

  const handoff = async (open: RelayCall): Promise<void> => {
    const { text, to } = await open.handoff(language);
    const utterance: Utterance = { heard: null };
    await speak(text, utterance);
    if (to !== null) endWith({ reasonCode: relayHandoffReasonCode, to });
  };

  return {
    receive(frame) {
      if (closed) return;
      let json: unknown;
      try {
        json = JSON.parse(frame);
      } catch {
        close(relayCloseCodes.malformed, 'A frame is not JSON');
        return;
      }
      const parsed = RelayInboundMessage.safeParse(json);
      if (!parsed.success) {
        close(relayCloseCodes.malformed, 'Unknown or malformed message');
        return;
      }
      const message = parsed.data;
      if (message.type === 'setup') {
        if (setupSeen) {
          close(relayCloseCodes.malformed, 'Setup was already received');
          return;
        }
        setupSeen = true;
        enqueue(async () => {
          const opening = await options.open(message);
          if (isRefusal(opening)) {
            close(opening.refused.code, opening.refused.reason);
            return;
          }
          call = opening;
          // The phone's TwiML already speaks this language, so the voice needs no switch.
          language = opening.language;
          if (opening.greeting !== null) await speak(opening.greeting, { heard: null });
          if (opening.offer !== null)
            await speak(opening.offer.text, { heard: null }, opening.offer.lang);
        });
        return;
      }
      if (!setupSeen) {
        close(relayCloseCodes.malformed, 'The first message must be setup');
        return;
      }
      switch (message.type) {
        case 'prompt': {
          const text = message.voicePrompt.trim().slice(0, voiceAgentLimits.messageMaxLength);
          if (!message.last || text === '') return;
          const heard = heardLanguage(message.lang);
          enqueue(async () => {
            if (call === null || ended) return;
            switchLanguage(turnLanguage(text, heard ?? undefined, language));
            await answer(call, text);
          });
          return;
        }
        case 'interrupt': {
          const heard = message.utteranceUntilInterrupt.trim();
          if (current !== null) {
            current.heard = heard;
            return;
          }
          enqueue(async () => {
            if (call !== null) await call.amendLastAnswer(heard);
          });
          return;
        }
        case 'dtmf':
          if (message.digit !== '0') return;
          enqueue(async () => {
            if (call !== null && !ended) await handoff(call);
          });
          return;
        case 'error':
          options.onFault(new Error(`The caller's side reported: ${message.description ?? ''}`));
          return;
      }
    },
    closed(code) {
      const dropped = !hangUpCodes.includes(code);
      closed = true;
      if (current !== null) current.heard ??= '';
      enqueue(async () => {
        if (call !== null) await call.finish(dropped ? 'dropped' : 'hung_up');
      });
    },
    settled: () => queue,
  };
}
