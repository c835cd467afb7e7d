import type { AssistantTool, AssistantTurn, AssistantTurnInput } from '../../assistant-engine.ts';
import type { VoiceFactName, VoiceFacts, VoicePassage } from '../../voice-answering.ts';
import { voiceAnsweringToolNames as toolNames } from '../../voice-answering.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { bestSentences } from './extractive.ts';
import { factAnswer } from './fact-answers.ts';
import type { VoiceIntent } from './intents.ts';
import { ageGroupWord, recogniseIntents } from './intents.ts';

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

/** The turn's own sentences in French (docs/product/voice-agent.md#languages). */
const frenchTexts = {
  dontKnow:
    'Désolé, je ne le sais pas. Je peux vous passer quelqu’un du centre, ou prendre un message pour eux.',
  offer: 'Voulez-vous que je prenne un message, ou que je vous passe quelqu’un du centre ?',
  goodbye: 'Je vous en prie. Merci de votre appel, au revoir !',
  noPerson: 'Je ne peux pas vous passer quelqu’un pour le moment.',
  anythingElse: 'D’accord. Puis-je vous aider avec autre chose ?',
} as const;

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
  if (!offered(lastAgent)) return null;
  if (
    /\b(?:person|someone|somebody|pass me|transfer|put me through|speak|talk|quelqu'un|quelqu’un|personne|passez-moi|parler)\b/i.test(
      text,
    )
  ) {
    return 'person';
  }
  return parseYesNo(text) === 'yes' || /\bmessage\b/i.test(text) ? 'message' : null;
}

/** Whether the agent's last words offered a message (in either language). */
const offered = (lastAgent: string): boolean =>
  lastAgent.includes('take a message') || lastAgent.includes('prenne un message');

/**
 * "And for toddlers?" after a question about spaces asks about spaces again: an age group named
 * alone carries on the caller's previous question.
 */
function followUp(input: AssistantTurnInput, intents: VoiceIntent[]): VoiceIntent[] {
  const question = input.messages.at(-1)?.content ?? '';
  if (intents.length > 0 || ageGroupWord(question) === null) return intents;
  const before = input.messages.slice(0, -1).findLast((message) => message.role === 'user');
  return before !== undefined && recogniseIntents(before.content).includes('spaces')
    ? ['spaces']
    : intents;
}

export async function voiceAnsweringTurn(
  input: AssistantTurnInput,
): Promise<{ lines: string[]; toolCalls: Calls }> {
  const calls: Calls = [];
  const question = input.messages.at(-1)?.content ?? '';
  const fr = input.context.language === 'fr';
  const dontKnow = fr ? frenchTexts.dontKnow : dontKnowText;
  const lastAgent =
    input.messages.findLast((message) => message.role === 'assistant')?.content ?? '';
  const choice = answerToOffer(question, lastAgent);
  const intents = choice === null ? followUp(input, recogniseIntents(question)) : [choice];

  if (intents.includes('person')) {
    const result = await call(input.tools, toolNames.transfer, {}, calls);
    const noPerson = fr
      ? `${frenchTexts.noPerson} ${frenchTexts.offer}`
      : "I can't pass you to a person right now. " + offerText;
    return { lines: [result ?? noPerson], toolCalls: calls };
  }
  if (intents.includes('message')) {
    const result = await call(input.tools, toolNames.message, {}, calls);
    return { lines: [result ?? dontKnow], toolCalls: calls };
  }
  // "No thanks" to the offer declines it; said otherwise, it ends the call.
  if (choice === null && parseYesNo(question) === 'no' && offered(lastAgent)) {
    return {
      lines: [
        fr ? frenchTexts.anythingElse : 'All right. Is there anything else I can help you with?',
      ],
      toolCalls: calls,
    };
  }
  if (
    intents.length === 0 &&
    /^(?:(?:thanks|thank you|bye|goodbye|that's all|that is all|no,? that's it|no thanks?)\b|(?:merci|bonne journée|au revoir|c'est tout|c’est tout|non merci)(?![\p{L}]))/iu.test(
      question.trim(),
    )
  ) {
    return { lines: [fr ? frenchTexts.goodbye : goodbyeText], toolCalls: calls };
  }

  const sentences: string[] = [];
  const names = [...new Set(intents.flatMap((intent) => factsFor[intent]))];
  const lookUp = async (wanted: readonly VoiceFactName[]): Promise<VoiceFacts | null> => {
    const result = await call(input.tools, toolNames.facts, { names: wanted }, calls);
    return result === null ? null : (JSON.parse(result) as VoiceFacts);
  };
  let facts: VoiceFacts | null = null;
  let unanswered = intents.length === 0;
  if (names.length > 0) {
    facts = await lookUp(names);
    for (const intent of intents) {
      const answer =
        facts === null ? null : factAnswer(intent, question, facts, input.context.language);
      if (answer === null) unanswered = true;
      else sentences.push(...answer.sentences);
    }
  } else {
    unanswered = true;
  }
  if (unanswered) {
    const result = await call(input.tools, toolNames.search, { query: question }, calls);
    const passages = result === null ? [] : (JSON.parse(result) as VoicePassage[]);
    // The published waitlist policy answers questions that name no intent ("how long do I have
    // to answer an offer?"): it is read as one more passage, after the documents.
    facts ??= await lookUp([]);
    const policy: VoicePassage | null =
      facts?.waitlistPolicy == null
        ? null
        : { itemKey: '', itemName: '', sourceUrl: null, text: facts.waitlistPolicy, rank: 1 };
    const extract = bestSentences(question, policy === null ? passages : [...passages, policy]);
    if (extract !== null) {
      if (extract.passage === policy) await lookUp(['waitlistPolicy']);
      sentences.push(...extract.sentences);
    }
  }
  if (sentences.length === 0) return { lines: [dontKnow], toolCalls: calls };
  return { lines: [sentences.join(' ')], toolCalls: calls };
}
