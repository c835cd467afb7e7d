import type { VoiceMessage } from '@kinderwait/contract';
import { VoiceMessage as VoiceMessageSchema, toSafeText } from '@kinderwait/contract';
import { parsePhone } from '../../../integrations/llm/local/parsers/phones.ts';
import type { ReplyLanguage } from '../../../integrations/llm/reply-language.ts';
import { spoken } from './spoken-words.ts';

/**
 * Taking a message for the centre (docs/product/voice-agent.md#taking-a-message), one field a
 * turn, the same for both engines: the caller's name, a callback number (read as E.164), the
 * child's age and the question. What is gathered waits in the dialogue state between turns.
 */
export const messageFields = ['name', 'callbackNumber', 'childAge', 'question'] as const;
export type MessageField = (typeof messageFields)[number];
export type MessageDraft = Record<MessageField, string | null>;

/** The question asking for each field, in `language`. */
export const messageQuestionsIn = (
  language: ReplyLanguage,
): Readonly<Record<MessageField, string>> => ({
  name: spoken('askName', language),
  callbackNumber: spoken('askCallbackNumber', language),
  childAge: spoken('askChildAge', language),
  question: spoken('askQuestion', language),
});
export const messageQuestions = messageQuestionsIn('en');
export const messageStartText = spoken('messageStart', 'en');
export const messageCancelledText = spoken('messageCancelled', 'en');

const digitWords: Readonly<Record<string, string>> = {
  zero: '0',
  oh: '0',
  o: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  // French, as a caller reads a number out ("quatre un six…").
  zéro: '0',
  un: '1',
  deux: '2',
  trois: '3',
  quatre: '4',
  cinq: '5',
  sept: '7',
  huit: '8',
  neuf: '9',
};

/**
 * A spoken phone number as E.164, or null: digits as said ("416 555 0134", "(416) 555-0134"),
 * digits as words ("four one six…", "oh" for zero), "double five"; read as Canadian.
 */
export function callbackNumberOf(text: string): string | null {
  const words = text.toLowerCase().replace(/[,]/g, ' ').split(/\s+/);
  const spelled: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const next = digitWords[words[index + 1] ?? ''];
    if ((word === 'double' || word === 'triple') && next !== undefined) {
      spelled.push(next.repeat(word === 'double' ? 2 : 3));
      index += 1;
    } else spelled.push(digitWords[word] ?? word);
  }
  const joined = spelled.join(' ').replace(/(\d)\s+(?=\d)/g, '$1');
  const found = parsePhone(joined);
  return found.ok ? found.value : null;
}

/** The fields still missing, in the order they are asked. */
export function missingFields(draft: MessageDraft): MessageField[] {
  return messageFields.filter((field) => draft[field] === null);
}

/** A field's value from what the caller said, or null when it is not one. */
export function readField(field: MessageField, text: string): string | null {
  const said = toSafeText(text, { multiLine: false }).trim();
  switch (field) {
    case 'callbackNumber':
      return callbackNumberOf(said);
    case 'name': {
      // A question is not a name ("sorry, what are your hours?"): the name is asked again.
      if (said.endsWith('?')) return null;
      const name = said
        .replace(
          /^(?:my name is|my name's|i am|i'm|it's|it is|this is|name is|je m'appelle|je m’appelle|mon nom est|moi c'est|moi c’est|c'est|c’est|ici)\s+/i,
          '',
        )
        .replace(/[.!?]+$/, '')
        .trim();
      return name === '' ? null : name.slice(0, 100);
    }
    case 'childAge':
    case 'question': {
      const value = said.replace(/\s+/g, ' ').trim();
      return value === '' ? null : value.slice(0, field === 'childAge' ? 60 : 500);
    }
  }
}

/** The draft, once complete, as the contract's message (null while anything is missing). */
export function completeMessage(draft: MessageDraft): VoiceMessage | null {
  const parsed = VoiceMessageSchema.safeParse(draft);
  return parsed.success ? parsed.data : null;
}

/** "+14165550134" read back as "416 555 0134". */
export function spokenNumber(e164: string): string {
  const national = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return national === null
    ? e164
    : `${national[1] ?? ''} ${national[2] ?? ''} ${national[3] ?? ''}`;
}

export const cancelsMessage = (text: string): boolean =>
  /^\s*(?:(?:never ?mind|cancel|forget it|no thanks?|stop)\b|(?:laissez faire|laisse faire|annuler|annulez|oubliez ça|oubliez ca|non merci|pas de message)(?![\p{L}]))/iu.test(
    text,
  );
