import type { IntlShape } from '@formatjs/intl';
import type { z } from 'zod';
import { parseValidationDetail } from '@kinderwait/contract/validation-detail';
import { validationDetailOf } from '../../api/field-errors';
import { isWorded, rememberWorded } from '../../lib/i18n/worded-texts';
import type { MessageValues } from '../../lib/i18n/use-messages';
import type { ValidationKey, ValidationWords } from './validation-messages';

// Loaded with the catalogues in a language other than English only (validation-messages.ts), so
// the forms' chunks do not carry it.

/**
 * The messages recognised, each with its arguments in the English message; one without
 * arguments first, so that an exact message wins over a template it also fits.
 */
const recognised: readonly (readonly [ValidationKey, readonly string[]])[] = [
  ['addressIncomplete', []],
  ['distanceRange', []],
  ['providerTypesRequired', []],
  ['requestedStartDateFormat', []],
  ['requestedStartDateInPast', []],
  ['requestedStartDateTooFar', []],
  ['weightRange', []],
  ['deadlineRange', []],
  ['startDateFormat', []],
  ['startDateInPast', []],
  ['startDateTooFar', []],
  ['deadlineFormat', []],
  ['deadlineTooSoon', []],
  ['deadlineTooFar', []],
  ['dateOfBirthFormat', []],
  ['dateOfBirthTooFarAhead', []],
  ['dateOfBirthTooOld', []],
  ['phoneNotE164', []],
  ['phoneNotPossible', []],
  ['unsafeSingleLine', []],
  ['unsafeMultiLine', []],
  ['claimCodeFormat', []],
  ['notADate', []],
  ['endBeforeStart', []],
  ['overlappingHours', []],
  ['listedTwice', []],
  ['webAddressNotHttp', []],
  ['webAddressWithCredentials', []],
  ['openingTimeFormat', []],
  ['closingTimeFormat', []],
  ['closingBeforeOpening', []],
  ['originFormat', []],
  ['timeFormat', []],
  ['surveyDataInvalid', []],
  ['userNameFormat', []],
  ['userNameTaken', []],
  ['emailNotValid', []],
  ['emailTaken', []],
  ['invalidInput', []],
  ['invalidEmail', []],
  ['requestedStartDateBeforeBirth', ['dateOfBirth']],
  ['nameTooLong', ['field', 'maximum']],
  ['nameCharacters', ['field']],
  ['ruleRequired', ['field']],
  ['ruleAlphaSpaces', ['field']],
  ['rulePostalCode', ['field']],
  ['ruleDefault', ['field']],
  ['textTooLong', ['maximum']],
  ['textTooShort', ['minimum']],
  ['numberTooBig', ['maximum']],
  ['numberTooSmall', ['minimum']],
  ['listTooLong', ['maximum']],
  ['listTooShort', ['minimum']],
];

/** The field names the contract writes into its messages ("First name can not be empty"). */
const fieldNames: readonly ValidationKey[] = ['fieldFirstName', 'fieldLastName'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English message as a pattern, each argument a group ("^(.+) can not be empty$"). */
function patternOf(english: IntlShape, key: ValidationKey, args: readonly string[]): RegExp {
  // Private-use characters, which no message contains, mark where each argument goes.
  const marks = Object.fromEntries(
    args.map((name, index) => [name, `\uE000${String(index)}\uE001`]),
  );
  const text = english.formatMessage({ id: key }, marks);
  const source = text
    .split(/\uE000\d+\uE001/)
    .map(escape)
    .join('(.+)');
  return new RegExp(`^${source}$`);
}

/** A value read from a message: a number as a number, so the language formats it. */
function valueOf(text: string): string | number {
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** The words of the recognised messages, from the English and the active language's catalogues. */
export function validationWords(english: IntlShape, active: IntlShape): ValidationWords {
  const t = (key: ValidationKey, values?: MessageValues) =>
    rememberWorded(active.formatMessage({ id: key }, values));
  const matchers = recognised.map(([key, args]) => ({
    key,
    args,
    pattern: patternOf(english, key, args),
  }));
  const fields = new Map(fieldNames.map((key) => [english.formatMessage({ id: key }), key]));
  const fieldWord = (name: string) => {
    const key = fields.get(name);
    return key === undefined ? name : t(key);
  };

  const word = (message: string): string => {
    if (isWorded(message)) return message;
    for (const { key, args, pattern } of matchers) {
      const found = pattern.exec(message);
      if (found === null) continue;
      const values = Object.fromEntries(
        args.map((name, index) => {
          const text = found[index + 1] ?? '';
          return [name, name === 'field' ? fieldWord(text) : valueOf(text)];
        }),
      );
      return t(key, values);
    }
    return t('notValid');
  };

  const zodError = (issue: z.core.$ZodRawIssue): string => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined ? t('required') : t('notValid');
      case 'too_big': {
        const maximum = Number(issue.maximum);
        if (issue.origin === 'string') return t('textTooLong', { maximum });
        if (issue.origin === 'number') return t('numberTooBig', { maximum });
        if (issue.origin === 'array' || issue.origin === 'set')
          return t('listTooLong', { maximum });
        return t('notValid');
      }
      case 'too_small': {
        const minimum = Number(issue.minimum);
        if (issue.origin === 'string') {
          return minimum <= 1 ? t('required') : t('textTooShort', { minimum });
        }
        if (issue.origin === 'number') return t('numberTooSmall', { minimum });
        if (issue.origin === 'array' || issue.origin === 'set')
          return t('listTooShort', { minimum });
        return t('notValid');
      }
      case 'invalid_format':
        return issue.format === 'email' ? t('invalidEmail') : t('notValid');
      default:
        return t('notValid');
    }
  };

  const failure = (error: unknown, shown: string): string => {
    const detail = isWorded(shown) ? undefined : validationDetailOf(error);
    if (detail === undefined) return shown;
    const problems = parseValidationDetail(detail).map((issue) => word(issue.message));
    return [...new Set(problems)].join(' ');
  };

  return { word, zodError, failure };
}
