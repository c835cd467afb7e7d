import type { Field, Flow } from './flow.ts';

/** The answers as a markdown list, for the confirmation. */
export function summaryOf<Values>(flow: Flow<Values>, values: Values): string {
  return flow
    .fields(values)
    .map((field) => `- ${field.label}: ${field.describe(values)}`)
    .join('\n');
}

export const confirmQuestion = 'Shall I save this? Answer yes, or tell me what to change.';
export const retryQuestion = 'Shall I try again? Answer yes, or tell me what to change.';

export function chooseChangeQuestion<Values>(fields: readonly Field<Values>[]): string {
  return `What would you like to change? For example: ${fields
    .slice(0, 4)
    .map((field) => `"change the ${field.label.toLowerCase()} to ..."`)
    .join(', ')}.`;
}

export const toolFailedText = (error: string): string =>
  `I could not save that. The system answered: ${error}`;

export const toolMissingText = (name: string): string =>
  `I cannot save this here: the ${name} tool is not available in this chat.`;

/** A rough token count (about four characters a token), enough for the daily budget. */
export const roughTokens = (text: string): number => Math.ceil(text.length / 4);
