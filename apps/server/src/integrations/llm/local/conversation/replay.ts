import type { EngineMessage } from '../../assistant-engine.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { findCorrection, isCorrection, isGoBack } from './corrections.ts';
import type { Field, Flow, FlowContext, UserAnswer } from './flow.ts';
import { completionSucceeded } from './tool-results.ts';

/**
 * Where a guided conversation stands, derived again on every turn from the user's messages alone
 * (the engine keeps nothing between calls), so the same history always gives the same reply.
 */
export interface ConversationState<Values> {
  values: Values;
  /** Ids of the fields the user answered, oldest first ("go back" clears the last). */
  answered: string[];
  /** 'confirming' once every field is answered and the summary was shown. */
  phase: 'asking' | 'confirming' | 'choosing-change' | 'done';
}

/** What the reply to the last message does, after the notes (acknowledgements, reasons). */
export type NextStep<Values> =
  | { kind: 'ask'; field: Field<Values> }
  | { kind: 'confirm' }
  | { kind: 'choose-change' }
  | { kind: 'call' }
  | { kind: 'done' };

export interface Replayed<Values> {
  state: ConversationState<Values>;
  /** What the reply says before its question: the introduction, "Changed ...", a reason. */
  notes: string[];
  next: NextStep<Values>;
}

const nothingToChange = /^(nothing|none|never ?mind|it'?s fine|all good|no changes?)\b/i;

const firstUnanswered = <Values>(flow: Flow<Values>, values: Values): Field<Values> | undefined =>
  flow.fields(values).find((field) => !field.isAnswered(values));

/** The step the conversation is at when nothing special happened. */
function nextOf<Values>(flow: Flow<Values>, state: ConversationState<Values>): NextStep<Values> {
  if (state.phase === 'done') return { kind: 'done' };
  const field = firstUnanswered(flow, state.values);
  if (field !== undefined) return { kind: 'ask', field };
  return state.phase === 'choosing-change' ? { kind: 'choose-change' } : { kind: 'confirm' };
}

const answerOf = (message: EngineMessage): UserAnswer => ({
  text: message.content,
  hidden: message.hiddenContent,
});

/** Applies a correction that names fields; false when the message names none. */
function correct<Values>(
  flow: Flow<Values>,
  state: ConversationState<Values>,
  text: string,
  context: FlowContext,
  notes: string[],
): boolean {
  const target = findCorrection(text, flow.fields(state.values));
  if (target === null) return false;
  let values = state.values;
  const changed: string[] = [];
  for (const field of target.fields) {
    const result =
      target.value === null
        ? null
        : field.answer(values, { text: target.value, hidden: null }, context);
    if (result?.ok === true) {
      values = result.value;
      changed.push(`${field.label}: ${field.describe(values)}`);
    } else {
      if (result !== null) notes.push(result.reason);
      values = field.clear(values);
      state.answered = state.answered.filter((id) => id !== field.id);
    }
  }
  if (changed.length > 0) notes.push(`Changed ${changed.join('; ')}.`);
  state.values = values;
  if (state.phase === 'choosing-change' || state.phase === 'done') state.phase = 'confirming';
  return true;
}

/** One user message applied to the state; returns what the reply to it would do. */
function step<Values>(
  flow: Flow<Values>,
  state: ConversationState<Values>,
  message: EngineMessage,
  context: FlowContext,
  notes: string[],
): NextStep<Values> {
  const text = message.content;
  if (isGoBack(text)) {
    const last = state.answered.pop();
    const field = flow.fields(state.values).find((candidate) => candidate.id === last);
    if (field === undefined)
      notes.push('This is the first question, so there is nothing to go back to.');
    else state.values = field.clear(state.values);
    if (state.phase !== 'asking' && field !== undefined) state.phase = 'confirming';
    return nextOf(flow, state);
  }
  const current = nextOf(flow, state);
  const correcting = isCorrection(text) || current.kind !== 'ask';
  if (correcting && current.kind !== 'confirm' && correct(flow, state, text, context, notes)) {
    return nextOf(flow, state);
  }
  if (current.kind === 'done') {
    notes.push('Everything is saved. If you want to change an answer, tell me which one.');
    return current;
  }
  if (current.kind === 'choose-change') {
    if (parseYesNo(text) === 'yes' || nothingToChange.test(text.trim())) {
      state.phase = 'confirming';
      return { kind: 'confirm' };
    }
    notes.push('I could not tell which answer you want to change.');
    return current;
  }
  if (
    current.kind === 'confirm' &&
    isCorrection(text) &&
    correct(flow, state, text, context, notes)
  ) {
    return nextOf(flow, state);
  }
  if (current.kind === 'ask') {
    const result = current.field.answer(state.values, answerOf(message), context);
    if (!result.ok) {
      notes.push(result.reason);
      return current;
    }
    state.values = result.value;
    state.answered.push(current.field.id);
    return nextOf(flow, state);
  }
  // Confirming the summary.
  const yesNo = parseYesNo(text);
  if (yesNo === 'yes') return { kind: 'call' };
  if (yesNo === 'no') {
    if (correct(flow, state, text, context, notes)) return nextOf(flow, state);
    state.phase = 'choosing-change';
    return { kind: 'choose-change' };
  }
  notes.push('Please answer yes to save, or tell me what to change.');
  return { kind: 'confirm' };
}

/**
 * Replays the conversation: the first user message opens it (it is not an answer), every later one
 * is an answer, a correction or the confirmation. A confirmation that led to a completion tool call
 * is judged by the tool message stored after it (a result that is not JSON failed:
 * docs/product/assistant.md#completion).
 */
export function replay<Values>(
  flow: Flow<Values>,
  messages: readonly EngineMessage[],
  profile: unknown,
  context: FlowContext,
): Replayed<Values> {
  const values = flow.initial(profile, context);
  const state: ConversationState<Values> = { values, answered: [], phase: 'asking' };
  let notes: string[] = [flow.introduction(values, context)];
  let next: NextStep<Values> = nextOf(flow, state);
  let opened = false;
  messages.forEach((message, index) => {
    if (message.role !== 'user') return;
    if (!opened) {
      opened = true;
      return;
    }
    notes = [];
    next = step(flow, state, message, context, notes);
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
