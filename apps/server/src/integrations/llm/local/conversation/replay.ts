import type { EngineMessage } from '../../assistant-engine.ts';
import type { Flow, FlowContext } from './flow.ts';
import { completionSucceeded } from './tool-results.ts';
import type { ConversationState, NextStep } from './conversation-state.ts';
import { nextOf } from './conversation-state.ts';
import { step } from './understand.ts';

export interface Replayed<Values> {
  state: ConversationState<Values>;
  /** What the reply says before its question: the introduction, "Changed ...", a reason. */
  notes: string[];
  next: NextStep<Values>;
}

/**
 * Replays the conversation. The first user message opens it: it gets the introduction, and every
 * fact it gives is taken, but it answers no question and confirms nothing (no summary was shown
 * yet). Every later one is an answer, a correction, facts, small talk or the confirmation. A
 * confirmation that led to a completion tool call is judged by the tool message stored after it (a
 * result that is not JSON failed: docs/product/assistant.md#completion).
 */
export function replay<Values>(
  flow: Flow<Values>,
  messages: readonly EngineMessage[],
  profile: unknown,
  context: FlowContext,
): Replayed<Values> {
  const values = flow.initial(profile, context);
  const state: ConversationState<Values> = { values, answered: [], phase: 'asking' };
  const introduction = flow.introduction(values, context);
  let notes: string[] = [introduction];
  let next: NextStep<Values> = nextOf(flow, state);
  let opened = false;
  messages.forEach((message, index) => {
    if (message.role !== 'user') return;
    notes = opened ? [] : [introduction];
    next = step(flow, state, message, context, notes, !opened);
    opened = true;
    if (next.kind === 'confirm') state.phase = 'confirming';
    if (next.kind !== 'call') return;
    const later = messages.slice(index + 1);
    const nextUser = later.findIndex((candidate) => candidate.role === 'user');
    if (nextUser < 0) return; // the last message: the engine calls the tool now.
    const toolMessage = later
      .slice(0, nextUser)
      .findLast(
        (candidate) => candidate.role === 'tool' && candidate.content === flow.completionTool,
      );
    state.phase =
      toolMessage !== undefined && completionSucceeded(toolMessage.hiddenContent)
        ? 'done'
        : 'confirming';
    next = nextOf(flow, state);
  });
  return { state, notes, next };
}
