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

/**
 * A tool error in words: a zod error's JSON list of issues becomes "field: message" lines, so the
 * user reads which answer was refused; any other text is shown as it is.
 */
export function readableToolError(error: string): string {
  let issues: unknown;
  try {
    issues = JSON.parse(error);
  } catch {
    return error;
  }
  if (!Array.isArray(issues)) return error;
  const lines = issues.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null || !('message' in issue)) return [];
    const path = 'path' in issue && Array.isArray(issue.path) ? issue.path.join('.') : '';
    return [`${path === '' ? '' : `${path}: `}${String(issue.message)}`];
  });
  return lines.length === 0 ? error : lines.join('; ');
}

export const toolFailedText = (error: string): string =>
  `I could not save that. The system answered: ${readableToolError(error)}`;

export const toolMissingText = (name: string): string =>
  `I cannot save this here: the ${name} tool is not available in this chat.`;

/** A rough token count (about four characters a token), enough for the daily budget. */
export const roughTokens = (text: string): number => Math.ceil(text.length / 4);
