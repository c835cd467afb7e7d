import { z } from 'zod';
import type { ReplyLanguage } from '../../../integrations/llm/reply-language.ts';
import { callUsIn, spoken } from './spoken-words.ts';
import type { VoiceAnswerSource } from '@kinderwait/contract';
import type { AssistantTool } from '../../../integrations/llm/assistant-engine.ts';
import type { VoiceFacts, VoicePassage } from '../../../integrations/llm/voice-answering.ts';
import {
  voiceAnsweringToolNames,
  voiceFactNames,
} from '../../../integrations/llm/voice-answering.ts';
import type { MessageDraft } from './message-taking.ts';
import { callbackNumberOf } from './message-taking.ts';

/**
 * The answering assistant's tools, bound to one provider and one turn. Each records what it
 * gave, so the answer's sources are what the engine was really given, and the turn's end (a
 * transfer, a message begun) is read from the calls, not from the model's words.
 */
export interface TurnRecord {
  facts: Map<string, string>;
  passages: VoicePassage[];
  transferred: boolean;
  /** What the engine passed to TakeMessage (null: no message begun this turn). */
  message: MessageDraft | null;
}

export interface AnsweringToolDeps {
  facts: () => Promise<VoiceFacts>;
  search: (query: string) => Promise<VoicePassage[]>;
  /** The phone a call is passed to; '' when the provider gave none. */
  redirectPhoneNumber: string;
  /** A call is passed on; a website visitor is given the number instead. */
  canPassCall: boolean;
  /** The caller's language, for the words a tool answers with (English when absent). */
  language?: ReplyLanguage;
}

export const transferText = spoken('transfer', 'en');

/** What a website visitor who asks for a person hears: nobody can take a chat over. */
export function callUsText(redirectPhoneNumber: string): string {
  return callUsIn(redirectPhoneNumber, 'en');
}
export const noTransferError =
  'The centre has no phone to pass calls to: offer to take a message instead.';

const FactsInput = z.object({ names: z.array(z.enum(voiceFactNames)).optional() }).strict();
const SearchInput = z.object({ query: z.string().trim().min(1).max(500) }).strict();
const MessageInput = z
  .object({
    name: z.string().trim().max(100),
    callbackNumber: z.string().trim().max(40),
    childAge: z.string().trim().max(60),
    question: z.string().trim().max(500),
  })
  .partial()
  .strict();

const nonEmpty = (value: string | undefined): string | null =>
  value === undefined || value === '' ? null : value;

export function answeringTools(
  deps: AnsweringToolDeps,
  record: TurnRecord,
  startMessage: (draft: MessageDraft) => string,
): AssistantTool[] {
  const names = voiceAnsweringToolNames;
  const invalid = (error: z.ZodError) => ({ ok: false as const, error: z.prettifyError(error) });
  return [
    {
      name: names.facts,
      title: "looking up the centre's details",
      description:
        "The centre's live facts: age groups with open spaces and start dates, hours, fees, CWELCC, fee subsidy, languages, the published waitlist policy, the address, the phone and how to join the waitlist on KinderWait. `names` narrows which are listed in `spoken`.",
      inputSchema: FactsInput,
      execute: async (input) => {
        const parsed = FactsInput.safeParse(input);
        if (!parsed.success) return invalid(parsed.error);
        const facts = await deps.facts();
        const wanted = new Set(parsed.data.names ?? voiceFactNames);
        const spoken = facts.spoken.filter((fact) => wanted.has(fact.name));
        for (const fact of spoken) record.facts.set(fact.name, fact.value);
        return { ok: true, result: JSON.stringify({ ...facts, spoken }) };
      },
    },
    {
      name: names.search,
      title: "searching the centre's documents",
      description:
        "Passages of the centre's own documents and website that match the query, best first, each with its rank.",
      inputSchema: SearchInput,
      execute: async (input) => {
        const parsed = SearchInput.safeParse(input);
        if (!parsed.success) return invalid(parsed.error);
        const passages = await deps.search(parsed.data.query);
        for (const passage of passages) {
          if (!record.passages.some((known) => known.text === passage.text)) {
            record.passages.push(passage);
          }
        }
        return { ok: true, result: JSON.stringify(passages) };
      },
    },
    {
      name: names.transfer,
      title: 'passing you to the centre',
      description: 'Passes the caller to a person at the centre, when they ask for one.',
      inputSchema: z.object({}).strict(),
      execute: () => {
        if (deps.redirectPhoneNumber === '') {
          return Promise.resolve({ ok: false as const, error: noTransferError });
        }
        record.transferred = true;
        return Promise.resolve({
          ok: true as const,
          result: deps.canPassCall
            ? spoken('transfer', deps.language ?? 'en')
            : callUsIn(deps.redirectPhoneNumber, deps.language ?? 'en'),
        });
      },
    },
    {
      name: names.message,
      title: 'taking a message',
      description:
        "Begins taking a message for the centre with what the caller already gave (name, callback number, child's age, question); the rest is asked one at a time after this.",
      inputSchema: MessageInput,
      execute: (input) => {
        const parsed = MessageInput.safeParse(input);
        if (!parsed.success) return Promise.resolve(invalid(parsed.error));
        const given = parsed.data;
        const number = nonEmpty(given.callbackNumber);
        const draft: MessageDraft = {
          name: nonEmpty(given.name),
          callbackNumber: number === null ? null : callbackNumberOf(number),
          childAge: nonEmpty(given.childAge),
          question: nonEmpty(given.question),
        };
        record.message = draft;
        return Promise.resolve({ ok: true as const, result: startMessage(draft) });
      },
    },
  ];
}

/** The record as the answer's sources: the passages given, then the facts. */
export function sourcesOf(record: TurnRecord): VoiceAnswerSource[] {
  return [
    ...record.passages.map((passage) => ({
      kind: 'passage' as const,
      itemKey: passage.itemKey,
      itemName: passage.itemName,
      sourceUrl: passage.sourceUrl,
      excerpt: passage.text.length > 300 ? `${passage.text.slice(0, 299)}…` : passage.text,
    })),
    ...[...record.facts].map(([name, value]) => ({ kind: 'fact' as const, name, value })),
  ];
}
