import type { ValidationIssue } from '@kinderwait/contract';
import { parseValidationDetail } from '@kinderwait/contract';
import { z } from 'zod';
import type { ReplyLanguage } from '../../reply-language.ts';
import type { Field, Flow } from './flow.ts';
import { labelIn } from './flow.ts';

const ZodIssueShape = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});

/** The answers as a markdown list, for the confirmation. */
export function summaryOf<Values>(
  flow: Flow<Values>,
  values: Values,
  language: ReplyLanguage = 'en',
): string {
  return flow
    .fields(values)
    .map(
      (field) =>
        `- ${labelIn(field, language)}${language === 'fr' ? ' :' : ':'} ${field.describe(values, language)}`,
    )
    .join('\n');
}

export const summaryHeading = (language: ReplyLanguage): string =>
  language === 'fr' ? 'Voici ce que j’ai noté :' : 'Here is what I have:';

const confirmQuestions = {
  en: 'Shall I save this? Answer yes, or tell me what to change.',
  fr: 'Voulez-vous que j’enregistre ceci ? Répondez oui, ou dites-moi quoi changer.',
} as const;
const retryQuestions = {
  en: 'Shall I try again? Answer yes, or tell me what to change.',
  fr: 'Voulez-vous que j’essaie de nouveau ? Répondez oui, ou dites-moi quoi changer.',
} as const;
export const confirmQuestion = confirmQuestions.en;
export const retryQuestion = retryQuestions.en;
export const confirmQuestionIn = (language: ReplyLanguage): string => confirmQuestions[language];
export const retryQuestionIn = (language: ReplyLanguage): string => retryQuestions[language];

export function chooseChangeQuestion<Values>(
  fields: readonly Field<Values>[],
  language: ReplyLanguage = 'en',
): string {
  const examples = fields.slice(0, 4);
  if (language === 'fr') {
    return `Que voulez-vous changer ? Par exemple : ${examples
      .map((field) => `« changer ${labelIn(field, 'fr').toLowerCase()} pour … »`)
      .join(', ')}.`;
  }
  return `What would you like to change? For example: ${examples
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
  language: ReplyLanguage = 'en',
): string =>
  language === 'fr'
    ? `Je n’ai pas pu enregistrer ceci. Le système a répondu : ${readableToolError(error, labelOf)}`
    : `I could not save that. The system answered: ${readableToolError(error, labelOf)}`;

export const toolMissingText = (name: string, language: ReplyLanguage = 'en'): string =>
  language === 'fr'
    ? `Je ne peux pas enregistrer ceci ici : l’outil ${name} n’est pas offert dans cette conversation.`
    : `I cannot save this here: the ${name} tool is not available in this chat.`;

/** A rough token count (about four characters a token), enough for the daily budget. */
export const roughTokens = (text: string): number => Math.ceil(text.length / 4);
