import type { ValidationIssue } from '@kinderwait/contract';
import { parseValidationDetail } from '@kinderwait/contract';
import { z } from 'zod';
import type { Field, Flow } from './flow.ts';

const ZodIssueShape = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});

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
 * A tool error in words: the issues of a validation detail (contract validation-detail.ts) or of
 * a zod error's JSON become "label: message", the label naming the answer as the summary does
 * (`labelOf`), so the user reads which answer was refused. Other text is shown as it is.
 */
export function readableToolError(
  error: string,
  labelOf: (path: readonly string[]) => string | undefined = () => undefined,
): string {
  let issues: ValidationIssue[];
  try {
    const json: unknown = JSON.parse(error);
    const parsedIssues = z.array(ZodIssueShape).safeParse(json);
    if (!parsedIssues.success) return error;
    issues = parsedIssues.data.map((issue) => ({
      path: issue.path.map(String),
      message: issue.message,
    }));
  } catch {
    issues = parseValidationDetail(error);
  }
  const lines = issues.map(({ path, message }) => {
    const where = path[0] === 'body' ? path.slice(1) : path;
    const label = where.length === 0 ? undefined : (labelOf(where) ?? where.join('.'));
    return label === undefined ? message : `${label}: ${message}`;
  });
  return lines.length === 0 ? error : lines.join('; ');
}

export const toolFailedText = (
  error: string,
  labelOf?: (path: readonly string[]) => string | undefined,
): string => `I could not save that. The system answered: ${readableToolError(error, labelOf)}`;

export const toolMissingText = (name: string): string =>
  `I cannot save this here: the ${name} tool is not available in this chat.`;

/** A rough token count (about four characters a token), enough for the daily budget. */
export const roughTokens = (text: string): number => Math.ceil(text.length / 4);
