import { isCanadianPostalCode } from './postal-code.ts';

/** The named form rules (docs/product/platform.md#form-rules). */
export const formRuleNames = [
  'required',
  'alpha_spaces',
  'postal_code',
  'select-required',
] as const;
export type FormRuleName = (typeof formRuleNames)[number];

/** Words the messages use: the field's label ("First name") and, for lists, the item ("child"). */
export interface FormRuleContext {
  readonly field?: string;
  readonly item?: string;
}

/** A rule of the form's own; without a message it fails with the default "{field} is not valid." */
export interface CustomFormRule {
  readonly name: string;
  readonly test: (value: unknown) => boolean;
  readonly message?: string | ((context: FormRuleContext) => string);
}

export type FormRule = FormRuleName | CustomFormRule;

function wordOr(word: string | undefined, fallback: string): string {
  return word !== undefined && word.trim() !== '' ? word : fallback;
}

/**
 * The messages of the form rules. Where the original rules gave no fallback for a missing field
 * name (alpha_spaces and the default), "This field" is used, as the 'required' message does.
 */
export const formRuleMessages = {
  required: ({ field }: FormRuleContext): string =>
    `${wordOr(field, 'This field')} can not be empty`,
  alpha_spaces: ({ field }: FormRuleContext): string =>
    `${wordOr(field, 'This field')} can only contain letters and spaces`,
  postal_code: ({ field }: FormRuleContext): string =>
    `${wordOr(field, 'Postal code')} format is invalid`,
  'select-required': ({ item }: FormRuleContext): string =>
    `Please select at least one ${wordOr(item, 'option')} from the list`,
  default: ({ field }: FormRuleContext): string => `${wordOr(field, 'This field')} is not valid.`,
} as const satisfies Record<FormRuleName | 'default', (context: FormRuleContext) => string>;

/**
 * Empty for the 'required' rule: null, undefined, a blank or whitespace-only string, an empty
 * array, NaN (an emptied number input) and false (an unticked checkbox, as HTML's required means).
 * 0 and objects are values.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

// Basic Latin letters, Latin-1 letters (À-Ö, Ø-ö, ø-ÿ skip × and ÷), Latin Extended-A and -B, and
// the plain space; no digits, punctuation, tabs or other scripts
// (docs/product/platform.md#form-rules).
const alphaSpacesPattern = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF\u0100-\u024F ]*$/;

function testEach(value: unknown, test: (text: string) => boolean): boolean {
  const values: unknown[] = Array.isArray(value) ? value : [value];
  return values.every((one) => isEmptyValue(one) || test(String(one)));
}

/** Whether a value passes a named rule. Empty values pass every rule but the two "required" ones. */
export function passesFormRule(name: FormRuleName, value: unknown): boolean {
  switch (name) {
    case 'required':
      return !isEmptyValue(value);
    case 'select-required':
      return Array.isArray(value) ? value.some((one) => !isEmptyValue(one)) : !isEmptyValue(value);
    case 'alpha_spaces':
      // NFC first so a name typed with combining accents (e + U+0301) counts as the letter é.
      return testEach(value, (text) => alphaSpacesPattern.test(text.normalize('NFC')));
    case 'postal_code':
      return testEach(value, isCanadianPostalCode);
  }
}

function customRuleMessage(rule: CustomFormRule, context: FormRuleContext): string {
  if (typeof rule.message === 'string') return rule.message;
  if (rule.message) return rule.message(context);
  return formRuleMessages.default(context);
}

/**
 * Runs the form rules in order and returns the message of the first one that fails, or null
 * when all pass (validation stops at the first failing rule). Rules are given by name
 * ('required', 'alpha_spaces', 'postal_code', 'select-required') or as custom rule objects.
 * A name that is not a known rule is a programming error and throws.
 */
export function validate(
  value: unknown,
  rules: readonly FormRule[],
  context: FormRuleContext = {},
): string | null {
  for (const rule of rules) {
    if (typeof rule === 'string') {
      if (!(formRuleNames as readonly string[]).includes(rule)) {
        throw new Error(`Unknown validation rule: ${rule}`);
      }
      if (!passesFormRule(rule, value)) return formRuleMessages[rule](context);
    } else if (!rule.test(value)) {
      return customRuleMessage(rule, context);
    }
  }
  return null;
}
