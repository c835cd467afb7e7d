import type { AssistantTool, AssistantTurn, AssistantTurnInput } from '../../assistant-engine.ts';
import type { VoiceFactName, VoiceFacts, VoicePassage } from '../../voice-answering.ts';
import { voiceAnsweringToolNames as toolNames } from '../../voice-answering.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { bestSentences } from './extractive.ts';
import { factAnswer } from './fact-answers.ts';
import type { VoiceIntent } from './intents.ts';
import { recogniseIntents } from './intents.ts';

/**
 * The local engine's voice answering turn (docs/product/voice-agent.md#the-answering-engine):
 * the caller's intents answered from the live facts, the rest from the best passage's
 * sentences, and "I don't know" with a person or a message offered when neither holds it.
 * Deterministic: the same question over the same facts and passages gives the same words.
 */
export const dontKnowText =
  "I'm sorry, I don't know that. I can pass you to someone at the centre, or take a message for them.";
export const offerText =
  'Would you like me to take a message, or pass you to someone at the centre?';
const goodbyeText = "You're welcome. Thank you for calling, goodbye!";

const factsFor: Readonly<Record<VoiceIntent, readonly VoiceFactName[]>> = {
  spaces: ['ageGroups', 'joinWaitlist'],
  fees: ['fees'],
  hours: ['hours'],
  location: ['address'],
  phone: ['phone'],
  join: ['joinWaitlist', 'waitlistPolicy'],
  waitlist: ['waitlistPolicy'],
  cwelcc: ['cwelcc'],
  subsidy: ['subsidy'],
  languages: ['languages'],
  tour: [],
  person: [],
  message: [],
};

type Calls = AssistantTurn['toolCalls'];

async function call(
  tools: readonly AssistantTool[],
  name: string,
  input: unknown,
  calls: Calls,
): Promise<string | null> {
  const tool = tools.find((one) => one.name === name);
  if (tool?.execute === undefined) return null;
  const outcome = await tool.execute(input);
  const result = outcome.ok ? outcome.result : outcome.error;
  calls.push({ name, result });
  return outcome.ok ? result : null;
}

/** What the caller means by a bare "yes" or "a person" after the agent offered both. */
function answerToOffer(text: string, lastAgent: string): VoiceIntent | null {
  if (!lastAgent.includes('take a message')) return null;
  if (/\b(?:person|someone|somebody|pass me|transfer|put me through|speak|talk)\b/i.test(text)) {
    return 'person';
  }
  return parseYesNo(text) === 'yes' || /\bmessage\b/i.test(text) ? 'message' : null;
}

export async function voiceAnsweringTurn(
  input: AssistantTurnInput,
): Promise<{ lines: string[]; toolCalls: Calls }> {
  const calls: Calls = [];
  const question = input.messages.at(-1)?.content ?? '';
  const lastAgent =
    input.messages.findLast((message) => message.role === 'assistant')?.content ?? '';
  const offered = answerToOffer(question, lastAgent);
  const intents = offered === null ? recogniseIntents(question) : [offered];

  if (intents.includes('person')) {
    const result = await call(input.tools, toolNames.transfer, {}, calls);
    return {
      lines: [result ?? "I can't pass you to a person right now. " + offerText],
      toolCalls: calls,
    };
  }
  if (intents.includes('message')) {
    const result = await call(input.tools, toolNames.message, {}, calls);
    return { lines: [result ?? dontKnowText], toolCalls: calls };
  }
  if (
    intents.length === 0 &&
    /^(?:thanks|thank you|bye|goodbye|that's all|that is all|no,? that's it|no thanks?)\b/i.test(
      question.trim(),
    )
  ) {
    return { lines: [goodbyeText], toolCalls: calls };
  }
  if (offered === null && parseYesNo(question) === 'no' && lastAgent.includes('take a message')) {
    return { lines: ['All right. Is there anything else I can help you with?'], toolCalls: calls };
  }

  const sentences: string[] = [];
  const names = [...new Set(intents.flatMap((intent) => factsFor[intent]))];
  let unanswered = intents.length === 0;
  if (names.length > 0) {
    const result = await call(input.tools, toolNames.facts, { names }, calls);
    const facts = result === null ? null : (JSON.parse(result) as VoiceFacts);
    for (const intent of intents) {
      const answer = facts === null ? null : factAnswer(intent, question, facts);
      if (answer === null) unanswered = true;
      else sentences.push(...answer.sentences);
    }
  } else {
    unanswered = true;
  }
  if (unanswered) {
    const result = await call(input.tools, toolNames.search, { query: question }, calls);
    const passages = result === null ? [] : (JSON.parse(result) as VoicePassage[]);
    const extract = bestSentences(question, passages);
    if (extract !== null) sentences.push(...extract.sentences);
  }
  if (sentences.length === 0) return { lines: [dontKnowText], toolCalls: calls };
  return { lines: [sentences.join(' ')], toolCalls: calls };
}
