import type { EngineMessage } from '../../assistant-engine.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import {
  findCorrection,
  findNaturalCorrection,
  isCorrection,
  isGoBack,
  leadCorrection,
} from './corrections.ts';
import type { Field, Flow, FlowContext } from './flow.ts';
import type { ConversationState, NextStep } from './conversation-state.ts';
import { nextOf } from './conversation-state.ts';
import { isGreeting, isQuestionLike, isResuming, isTrivial } from './small-talk.ts';
import { changedText, conversationWords, fieldLine, notedText } from './conversation-words.ts';

const nothingToChange =
  /^(?:(?:nothing|none|never ?mind|it'?s fine|all good|no changes?)\b|(?:rien|aucun changement|c'est correct|c’est correct|c'est beau|c’est beau|laissez faire)(?![\p{L}]))/iu;

/** Applies an explicit correction ("change the start date to March 3"); false when it names no field. */
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
      changed.push(fieldLine(field, field.describe(values, context.language), context.language));
    } else {
      if (result !== null) notes.push(result.reason);
      values = field.clear(values);
      state.answered = state.answered.filter((id) => id !== field.id);
    }
  }
  if (changed.length > 0) notes.push(changedText(changed, context.language));
  state.values = values;
  if (state.phase === 'choosing-change' || state.phase === 'done') state.phase = 'confirming';
  return true;
}

/**
 * What changed between two sets of answers, as the reply says it: "Changed Infant spaces: 0." for
 * an answer given before, "Noted: Preschool spaces: 2; ..." for a new one. The open question's
 * field, once answered, is the answer itself and is not repeated.
 */
function differences<Values>(
  flow: Flow<Values>,
  before: Values,
  after: Values,
  answeredFocusId: string | null,
  language: FlowContext['language'],
): string[] {
  const changed: string[] = [];
  const noted: string[] = [];
  for (const field of flow.fields(after)) {
    if (field.id === answeredFocusId) continue;
    const was = field.isAnswered(before);
    const now = field.isAnswered(after);
    const line = fieldLine(field, field.describe(after, language), language);
    if (was && now && field.describe(before) !== field.describe(after)) changed.push(line);
    else if (!was && (now || field.describe(before) !== field.describe(after))) noted.push(line);
  }
  return [
    ...(changed.length === 0 ? [] : [changedText(changed, language)]),
    ...(noted.length === 0 ? [] : [notedText(noted, language)]),
  ];
}

const helpOf = <Values>(flow: Flow<Values>, context: FlowContext): string =>
  context.language === 'fr' ? flow.frenchHelpText : flow.helpText;

/** The text with the parts facts came from blanked, so what is left can answer the question. */
function blanked(text: string, spans: readonly (readonly [number, number])[]): string {
  let rest = text;
  for (const [start, end] of spans) {
    rest = rest.slice(0, start) + ' '.repeat(Math.max(0, end - start)) + rest.slice(end);
  }
  return rest;
}

/** Sets `field` from `text` when it parses; the reason otherwise. */
function tryAnswer<Values>(
  state: ConversationState<Values>,
  field: Field<Values>,
  text: string,
  hidden: string | null,
  context: FlowContext,
): string | null {
  const result = field.answer(state.values, { text, hidden }, context);
  if (!result.ok) return result.reason;
  state.values = result.value;
  return null;
}

/**
 * One user message applied to the state; returns what the reply to it does. In order: "go back";
 * an explicit correction; a correction in plain words; every fact the message gives; a new value
 * for the last answer ("I meant 5"); the answer to the open question from what is left; then small
 * talk (a greeting carries on, an off-topic message hears what the chat can help with).
 */
export function step<Values>(
  flow: Flow<Values>,
  state: ConversationState<Values>,
  message: EngineMessage,
  context: FlowContext,
  notes: string[],
  first: boolean,
): NextStep<Values> {
  const text = message.content;
  const words = (key: keyof typeof conversationWords): string =>
    conversationWords[key][context.language];
  const current = nextOf(flow, state);
  // The first message answers no question: none was asked yet.
  const focus = current.kind === 'ask' && !first ? current.field : undefined;
  if (!first && isGoBack(text)) {
    const last = state.answered.pop();
    const field = flow.fields(state.values).find((candidate) => candidate.id === last);
    if (field === undefined) notes.push(words('firstQuestion'));
    else state.values = field.clear(state.values);
    if (state.phase !== 'asking' && field !== undefined) state.phase = 'confirming';
    return nextOf(flow, state);
  }

  // An explicit correction with its value; one without a value waits for the facts below.
  const explicit =
    isCorrection(text) || current.kind === 'choose-change' || current.kind === 'done'
      ? findCorrection(text, flow.fields(state.values))
      : null;
  if (explicit !== null && explicit.value !== null) {
    correct(flow, state, text, context, notes);
    return nextOf(flow, state);
  }

  const before = state.values;
  const reasons: string[] = [];
  let rest = text;
  // A plain-words correction counts when its value fits the field it names ("the toddler spots
  // are available in March" is about a date, not a number of spots).
  const natural = findNaturalCorrection(text, flow.fields(state.values), focus?.id ?? null);
  const fitting =
    natural === null
      ? []
      : natural.fields.filter(
          (field) =>
            field.answer(state.values, { text: natural.value ?? '', hidden: null }, context).ok,
        );
  if (natural !== null && fitting.length > 0) {
    for (const field of fitting) tryAnswer(state, field, natural.value ?? '', null, context);
    rest = blanked(text, [[natural.start, natural.end]]);
  }
  const facts = flow.facts(state.values, rest, context, focus?.id ?? null);
  state.values = facts.values;
  reasons.push(...facts.reasons);
  rest = blanked(rest, facts.spans);
  let taken = fitting.length > 0 || facts.spans.length > 0 || facts.reasons.length > 0;

  if (!taken && explicit !== null) {
    correct(flow, state, text, context, notes);
    return nextOf(flow, state);
  }

  // A new value for the answer just given, or the open question's answer after "actually".
  // Not at a free-text question: there "No, Welcome to Sunny Days" is the answer as it stands.
  const lead = first || taken || focus?.freeText === true ? null : leadCorrection(text);
  if (lead !== null) {
    const previous = flow.fields(state.values).find((field) => field.id === state.answered.at(-1));
    const order = lead.previousFirst ? [previous, focus] : [focus, previous];
    const target = order.find(
      (field) =>
        field !== undefined &&
        field.answer(state.values, { text: lead.value, hidden: null }, context).ok,
    );
    if (target !== undefined) {
      tryAnswer(state, target, lead.value, null, context);
      rest = '';
      taken = true;
    }
  }

  // The open question's answer, from what the facts left.
  const stillOpen =
    focus !== undefined &&
    flow.fields(state.values).some((field) => field.id === focus.id) &&
    !focus.isAnswered(state.values);
  let unanswered: string | null = null;
  const greets = focus?.takesGreetings === true ? isResuming(text) : isGreeting(text);
  const smallTalk = greets || isQuestionLike(text);
  if (!first && stillOpen && !(taken && isTrivial(rest) && message.hiddenContent === null)) {
    if (!(focus.freeText === true && (taken || smallTalk))) {
      unanswered = tryAnswer(state, focus, taken ? rest : text, message.hiddenContent, context);
    }
  }
  const answeredFocus =
    focus !== undefined && focus.isAnswered(state.values) && !focus.isAnswered(before)
      ? focus.id
      : null;
  if (answeredFocus !== null && !state.answered.includes(answeredFocus)) {
    state.answered.push(answeredFocus);
  }
  for (const field of flow.fields(state.values)) {
    if (field.isAnswered(state.values) && !field.isAnswered(before) && field.id !== answeredFocus) {
      state.answered.push(field.id);
    }
  }
  notes.push(
    ...differences(flow, before, state.values, answeredFocus, context.language),
    ...reasons,
  );
  taken = taken || answeredFocus !== null;
  if (first) return nextOf(flow, state);

  if (taken) {
    if (state.phase === 'choosing-change' || state.phase === 'done') state.phase = 'confirming';
    return nextOf(flow, state);
  }
  if (current.kind === 'done') {
    notes.push(words('everythingSaved'));
    return current;
  }
  if (greets) {
    notes.push(words('carryOn'));
    return current;
  }
  if (current.kind === 'ask') {
    notes.push(isQuestionLike(text) || unanswered === null ? helpOf(flow, context) : unanswered);
    return current;
  }
  if (current.kind === 'choose-change') {
    if (parseYesNo(text) === 'yes' || nothingToChange.test(text.trim())) {
      state.phase = 'confirming';
      return { kind: 'confirm' };
    }
    notes.push(words('whichChange'));
    return current;
  }
  // Confirming the summary: only a plain yes saves.
  const yesNo = parseYesNo(text);
  if (yesNo === 'yes') return { kind: 'call' };
  if (yesNo === 'no') {
    state.phase = 'choosing-change';
    return { kind: 'choose-change' };
  }
  notes.push(isQuestionLike(text) ? helpOf(flow, context) : words('answerYesToSave'));
  return { kind: 'confirm' };
}
