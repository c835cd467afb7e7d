import type { ReplyLanguage } from '../../reply-language.ts';
import type { Parsed } from '../parsers/parsed.ts';

/** What the engine knows besides the conversation. */
export interface FlowContext {
  /** Toronto's today, 'YYYY-MM-DD'. */
  today: string;
  firstName: string | null;
  /** The language the replies are in (docs/decisions/i18n.md); the answers are read in either. */
  language: ReplyLanguage;
}

/** One user message as a field reads it: what was typed, and what a client-handled tool added. */
export interface UserAnswer {
  text: string;
  hidden: string | null;
}

/**
 * One thing the completion tool needs, asked by one question. `Values` is the flow's answers so
 * far; a field reads and writes its own part of them.
 */
export interface Field<Values> {
  /** Unique within the flow, e.g. 'spaces:1'. */
  id: string;
  /** What the summary and corrections call it, e.g. "Infant: available spaces". */
  label: string;
  /** The label in French ("Places – Poupons"); the English one when absent. */
  frenchLabel?: string;
  /** Regular expression sources naming the field in a correction ("change the start date ..."). */
  keywords: readonly string[];
  /** Regular expression source naming the part of the answers this field is about (an age group). */
  scope?: string;
  /** A client-handled tool the engine calls along with the question (the availability picker). */
  clientTool?: string;
  /**
   * Any text is a valid answer (a name, a greeting): a question, a greeting or a message carrying
   * other facts is then not taken as the answer.
   */
  freeText?: boolean;
  /** "Hello!" answers this field (a greeting callers hear): only "I'm back" is small talk here. */
  takesGreetings?: boolean;
  isAnswered(values: Values): boolean;
  question(values: Values, context: FlowContext): string;
  /** The answers with this field set from the user's answer, or the reason it cannot be. */
  answer(values: Values, input: UserAnswer, context: FlowContext): Parsed<Values>;
  /** The answers without this field, so it is asked again. */
  clear(values: Values): Values;
  /** The value as the summary shows it, in `language` (English when absent). */
  describe(values: Values, language?: ReplyLanguage): string;
}

/**
 * What a free message says besides the answer to the open question: the answers with every fact
 * it gives set, the parts of the text those facts came from (so the rest can answer the question),
 * and the reasons a fact could not be taken.
 */
export interface Facts<Values> {
  values: Values;
  spans: readonly (readonly [number, number])[];
  reasons: string[];
}

/** A guided conversation that ends in one completion tool call. */
export interface Flow<Values> {
  completionTool: string;
  /** The answers known before the chat starts (from the provider's profile). */
  initial(profile: unknown, context: FlowContext): Values;
  /** The fields in the order they are asked; it may depend on earlier answers (one per age group). */
  fields(values: Values): Field<Values>[];
  /** The opening message's middle: what the chat will set up. */
  introduction(values: Values, context: FlowContext): string;
  /** One sentence on what this chat can help with, said to an off-topic message. */
  helpText: string;
  /** The same sentence in French. */
  frenchHelpText: string;
  /**
   * Every fact a free message gives ("I have 2 preschool spots opening in January"), whatever
   * question is open. The open question's own field (`focusId`) is left to its answer.
   */
  facts(values: Values, text: string, context: FlowContext, focusId: string | null): Facts<Values>;
  /** The completion tool's input (JSON the tool's schema accepts). */
  toolInput(values: Values): unknown;
  /** The summary's name for the answer a tool error's path points at ('ageGroups.0.availableSpaces'). */
  labelOfPath(path: readonly string[], values: Values): string | undefined;
  /** What the user reads once the tool has succeeded. */
  successText(values: Values, language: ReplyLanguage): string;
}

/** What the summary calls a field in `language`. */
export const labelIn = <Values>(field: Field<Values>, language: ReplyLanguage): string =>
  language === 'fr' ? (field.frenchLabel ?? field.label) : field.label;
