import type { Field, Flow } from './flow.ts';

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

const firstUnanswered = <Values>(flow: Flow<Values>, values: Values): Field<Values> | undefined =>
  flow.fields(values).find((field) => !field.isAnswered(values));

/** The step the conversation is at when nothing special happened. */
export function nextOf<Values>(
  flow: Flow<Values>,
  state: ConversationState<Values>,
): NextStep<Values> {
  if (state.phase === 'done') return { kind: 'done' };
  const field = firstUnanswered(flow, state.values);
  if (field !== undefined) return { kind: 'ask', field };
  return state.phase === 'choosing-change' ? { kind: 'choose-change' } : { kind: 'confirm' };
}
