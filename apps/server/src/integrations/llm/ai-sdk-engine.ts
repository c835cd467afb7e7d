import type {
  JSONSchema7,
  LanguageModel,
  LanguageModelUsage,
  ModelMessage,
  TextStreamPart,
  ToolSet,
} from 'ai';
import { generateText, isStepCount, jsonSchema, streamText, tool } from 'ai';
import { z } from 'zod';
import type {
  AssistantEngine,
  AssistantTool,
  AssistantTurn,
  AssistantTurnInput,
  EngineMessage,
} from './assistant-engine.ts';
import { notConfirmedError, userConfirmed } from './confirmation.ts';
import type { ReplyLanguage } from './reply-language.ts';
import { voiceAnsweringAssistantId } from './voice-answering.ts';

/**
 * How many model calls one user message may cause: a tool call, its answer, a corrected call and
 * the closing words fit easily; a model looping on failing calls is stopped here.
 */
export const aiSdkStepCap = 6;

/** A model's request to retry a failed call reads best as one line saying what went wrong. */
export function toolErrorText(error: string): string {
  return `Error: ${error}`;
}

/**
 * The conversation as the model sees it. Stored tool messages keep only the tool's name and
 * result, not the call's id and input a provider would want paired, so they are shown to the
 * model as a note of what was called and what it answered; a client-handled tool's answer
 * arrives in the next user message's hiddenContent.
 */
export function toModelMessages(messages: readonly EngineMessage[]): ModelMessage[] {
  return messages.map((message): ModelMessage => {
    if (message.role === 'user') {
      const parts = [message.content, message.hiddenContent ?? ''].filter(
        (part) => part.trim() !== '',
      );
      return { role: 'user', content: parts.join('\n\n') };
    }
    if (message.role === 'assistant') return { role: 'assistant', content: message.content };
    const result = message.hiddenContent ?? '';
    return {
      role: 'assistant',
      content: `[Called the tool ${message.content}${result === '' ? '' : `; it answered: ${result}`}]`,
    };
  });
}

/** Zod's JSON Schema of what the tool takes (its input side, as a model must write it). */
function inputJsonSchema(schema: z.ZodType): JSONSchema7 {
  // Zod's JSON Schema type and json-schema's JSONSchema7 describe the same document.
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JSONSchema7;
}

/**
 * The SDK's tool for one of ours. The SDK does not validate the input (no `validate` given): our
 * `execute` does, with the REST endpoint's own schema, and a refusal goes back to the model as the
 * tool's output so it can correct the call. Calls are recorded in order as they run.
 */
function sdkTool(
  assistantTool: AssistantTool,
  calls: AssistantTurn['toolCalls'],
  confirmed: boolean,
): ToolSet[string] {
  const { execute } = assistantTool;
  const inputSchema = jsonSchema(inputJsonSchema(assistantTool.inputSchema));
  if (execute === undefined) {
    return tool({ description: assistantTool.description, inputSchema });
  }
  return tool({
    description: assistantTool.description,
    inputSchema,
    execute: async (input: unknown): Promise<string> => {
      // Nothing ran: the model is told to show the summary first, and the chat sees no call.
      if (assistantTool.needsConfirmation === true && !confirmed) return notConfirmedError;
      const outcome = await execute(input);
      const result = outcome.ok ? outcome.result : toolErrorText(outcome.error);
      calls.push({ name: assistantTool.name, result });
      return result;
    },
  });
}

/** An engine answering through any AI SDK language model (OpenAI, Anthropic, Ollama...). */
export function createAiSdkAssistantEngine(model: LanguageModel): AssistantEngine {
  return {
    reply: async (input: AssistantTurnInput): Promise<AssistantTurn> => {
      const calls: AssistantTurn['toolCalls'] = [];
      const confirmed = userConfirmed(input.messages);
      const tools: ToolSet = Object.fromEntries(
        input.tools.map((assistantTool) => [
          assistantTool.name,
          sdkTool(assistantTool, calls, confirmed),
        ]),
      );
      const request = {
        model,
        instructions: contextualInstructions(input),
        messages: toModelMessages(input.messages),
        tools,
        stopWhen: isStepCount(aiSdkStepCap),
        abortSignal: input.abortSignal,
        maxRetries: 1,
      };
      const { onTextDelta } = input;
      const { steps, usage } =
        onTextDelta === undefined
          ? await generateText(request).then((result) => ({
              steps: result.steps,
              usage: result.usage,
            }))
          : // A failure mid-stream comes as a part of the stream, thrown there: not logged twice.
            await streamed(streamText({ ...request, onError: () => undefined }), onTextDelta);
      // A client-handled call has no execute: the SDK stops there and the client answers it.
      const clientHandled = new Set(
        input.tools.filter((entry) => entry.execute === undefined).map((entry) => entry.name),
      );
      for (const call of steps.flatMap((step) => step.toolCalls)) {
        if (clientHandled.has(call.toolName)) calls.push({ name: call.toolName, result: '' });
      }
      const text = inUsersWords(
        steps
          .map((step) => step.text.trim())
          .filter((part) => part !== '')
          .join('\n\n'),
        input.tools,
      );
      return {
        text,
        toolCalls: calls,
        usage: { inputTokens: usage.inputTokens ?? 0, outputTokens: usage.outputTokens ?? 0 },
      };
    },
  };
}

/**
 * Reads a streamed reply to its end, handing each piece of text on as it comes; one step's text
 * is set apart from the previous one's as the whole reply joins them (a blank line). A failure
 * mid-stream (the SDK reports it as a part, not a throw) fails the turn, the pieces already given
 * notwithstanding.
 */
async function streamed<Steps>(
  result: {
    fullStream: AsyncIterable<TextStreamPart<ToolSet>>;
    steps: PromiseLike<Steps>;
    totalUsage: PromiseLike<LanguageModelUsage>;
  },
  onTextDelta: (delta: string) => void,
): Promise<{ steps: Steps; usage: LanguageModelUsage }> {
  let written = false;
  let stepWritten = false;
  for await (const part of result.fullStream) {
    if (part.type === 'error') throw part.error;
    if (part.type === 'start-step') stepWritten = false;
    if (part.type !== 'text-delta' || part.text === '') continue;
    if (written && !stepWritten) onTextDelta('\n\n');
    written = true;
    stepWritten = true;
    onTextDelta(part.text);
  }
  return { steps: await result.steps, usage: await result.totalUsage };
}

/**
 * The model's text as the user may read it: a model copies what it saw, so the notes of past tool
 * calls it was given are taken out and a tool's name becomes its title ("the schedule picker").
 */
export function inUsersWords(text: string, tools: readonly AssistantTool[]): string {
  let words = text.replace(/\[Called the tool [^\n]*?\](?=\s|$)/g, '');
  for (const { name, title } of tools) {
    words = words
      .replace(new RegExp(`^\\s*\`?${name}\`?:\\s*done\\.?\\s*$`, 'gm'), '')
      .replace(new RegExp(`\`?\\b${name}\\b\`?`, 'g'), title);
  }
  return words.replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * The assistant's system prompt followed by the facts of this turn. The voice agent's answering
 * prompt holds its own (today; the facts are a tool): a caller has no name or profile to show.
 */
function contextualInstructions({
  assistantId,
  systemPrompt,
  context,
  messages,
}: AssistantTurnInput): string {
  const language = languageInstruction(context.language ?? 'en');
  if (assistantId === voiceAnsweringAssistantId) {
    return language === null ? systemPrompt : `${systemPrompt}\n\n${language}`;
  }
  const underWay = messages.some((message) => message.role === 'assistant');
  return [
    systemPrompt,
    underWay
      ? 'This conversation is under way (the user may have left and come back): do not greet or introduce yourself again; carry on from the question that is still open.'
      : 'The chat has already shown the user a welcome message: greet in a few words at most, then ask your first question.',
    `Today is ${context.today} in Toronto.`,
    `The user's first name: ${context.firstName ?? 'unknown'}.`,
    `The provider's current profile (JSON): ${JSON.stringify(context.profile ?? null)}`,
    ...(language === null ? [] : [language]),
  ].join('\n\n');
}

/**
 * The language line of the instructions: none for English (the prompts are written in it), a
 * plain order for French, with the product's terms (docs/product/glossary.md).
 */
export function languageInstruction(language: ReplyLanguage): string | null {
  if (language === 'en') return null;
  return 'Answer in Canadian French (fr-CA), as a parent or childcare provider in Ontario writes it, whatever language the instructions above are in: "service de garde" for childcare, "garderie agréée" for a licensed centre, "liste d’attente" for the waitlist, "place" for a spot, and "AGJEPC (garde à 10 $ par jour)" for CWELCC. Write money as "1 234,56 $", dates as "lundi 5 mai" and times as "23 h 59". Keep names, addresses, phone numbers and the tools\' inputs exactly as they are.';
}
