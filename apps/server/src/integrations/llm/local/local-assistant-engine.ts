import { assistantIds } from '@kinderwait/contract';
import type {
  AssistantEngine,
  AssistantTool,
  AssistantTurn,
  AssistantTurnInput,
} from '../assistant-engine.ts';
import type { Flow, FlowContext } from './conversation/flow.ts';
import type { NextStep } from './conversation/conversation-state.ts';
import { reasonsInFrench } from './conversation/french-reasons.ts';
import { replay } from './conversation/replay.ts';
import {
  chooseChangeQuestion,
  confirmQuestionIn,
  retryQuestionIn,
  roughTokens,
  summaryHeading,
  summaryOf,
  toolFailedText,
  toolMissingText,
} from './conversation/reply-texts.ts';
import { failedToolResult } from './conversation/tool-results.ts';
import { broadcastFlow } from './flows/broadcast-flow.ts';
import { voiceFlow } from './flows/voice-flow.ts';
import { voiceAnsweringAssistantId } from '../voice-answering.ts';
import { voiceAnsweringTurn } from './voice-answering/voice-answering-turn.ts';

interface TurnDraft {
  lines: string[];
  toolCalls: AssistantTurn['toolCalls'];
}

/** Runs one flow's turn: replays the conversation, then asks, confirms or calls the tool. */
async function flowTurn<Values>(flow: Flow<Values>, input: AssistantTurnInput): Promise<TurnDraft> {
  const language = input.context.language ?? 'en';
  const context: FlowContext = {
    today: input.context.today,
    firstName: input.context.firstName,
    language,
  };
  const { state, notes, next } = replay(flow, input.messages, input.context.profile, context);
  const lines = language === 'fr' ? notes.map(reasonsInFrench) : [...notes];
  const toolCalls: AssistantTurn['toolCalls'] = [];
  const toolNamed = (name: string): AssistantTool | undefined =>
    input.tools.find((tool) => tool.name === name);
  const summary = (): string =>
    `${summaryHeading(language)}\n\n${summaryOf(flow, state.values, language)}`;
  const act = async (step: NextStep<Values>): Promise<void> => {
    switch (step.kind) {
      case 'ask': {
        lines.push(step.field.question(state.values, context));
        // The picker is offered when the chat has it; typed hours are read either way.
        const clientTool =
          step.field.clientTool === undefined ? undefined : toolNamed(step.field.clientTool);
        if (clientTool !== undefined && clientTool.execute === undefined) {
          toolCalls.push({ name: clientTool.name, result: '' });
        }
        return;
      }
      case 'confirm':
        lines.push(summary(), confirmQuestionIn(language));
        return;
      case 'choose-change':
        lines.push(chooseChangeQuestion(flow.fields(state.values), language));
        return;
      case 'done':
        if (notes.length === 0) lines.push(flow.successText(state.values, language));
        return;
      case 'call': {
        const tool = toolNamed(flow.completionTool);
        if (tool?.execute === undefined) {
          lines.push(
            toolMissingText(flow.completionTool, language),
            summary(),
            retryQuestionIn(language),
          );
          return;
        }
        input.abortSignal?.throwIfAborted();
        const outcome = await tool.execute(flow.toolInput(state.values));
        if (outcome.ok) {
          toolCalls.push({ name: tool.name, result: outcome.result });
          lines.push(flow.successText(state.values, language));
        } else {
          toolCalls.push({ name: tool.name, result: failedToolResult(outcome.error) });
          lines.push(
            toolFailedText(outcome.error, (path) => flow.labelOfPath(path, state.values), language),
            summary(),
            retryQuestionIn(language),
          );
        }
        return;
      }
    }
  };
  await act(next);
  return { lines, toolCalls };
}

const flowTurns: Readonly<Record<string, (input: AssistantTurnInput) => Promise<TurnDraft>>> = {
  [assistantIds.broadcastLicenced]: (input) => flowTurn(broadcastFlow, input),
  [assistantIds.broadcastUnlicenced]: (input) => flowTurn(broadcastFlow, input),
  [assistantIds.voiceLicenced]: (input) => flowTurn(voiceFlow, input),
  [assistantIds.voiceUnlicenced]: (input) => flowTurn(voiceFlow, input),
  [voiceAnsweringAssistantId]: voiceAnsweringTurn,
};

/**
 * The embedded assistant (docs/product/assistant.md#engines): offline and deterministic. It keeps
 * nothing between turns; each reply is derived from the whole conversation, so the same history
 * gives the same reply. It runs the four onboarding chats
 * (docs/product/assistant.md#onboarding-chats) as guided conversations, and the voice agent's
 * answers (docs/product/voice-agent.md#the-answering-engine).
 */
export function createLocalAssistantEngine(): AssistantEngine {
  return {
    async reply(input) {
      const turn = flowTurns[input.assistantId];
      if (turn === undefined) {
        throw new Error(`The local assistant has no conversation for ${input.assistantId}`);
      }
      const draft = await turn(input);
      const text = draft.lines.join('\n\n');
      const read = [
        input.systemPrompt,
        ...input.messages.map((message) => message.content + (message.hiddenContent ?? '')),
      ].join('\n');
      return {
        text,
        toolCalls: draft.toolCalls,
        usage: { inputTokens: roughTokens(read), outputTokens: roughTokens(text) },
      };
    },
  };
}
