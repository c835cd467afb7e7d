import type { z } from 'zod';
import { formRuleMessages } from '@kinderwait/contract/rules/form-rules';
import { MagicLinkBody } from '@kinderwait/contract/sign-in';

/**
 * The sign-in form: the register payload's email
 * (docs/product/accounts.md#sign-in-by-emailed-link).
 */
export const LoginFormSchema = MagicLinkBody.pick({ email: true });
export type LoginFormValues = z.infer<typeof LoginFormSchema>;

/** The register form: the Register model's name and email, both needed here. */
export const RegisterFormSchema = MagicLinkBody.pick({ email: true, name: true }).required({
  name: true,
});
export type RegisterFormValues = z.infer<typeof RegisterFormSchema>;

const fieldLabels: Record<string, string> = { email: 'Email', name: 'Name' };

interface FormIssue {
  readonly code?: string;
  readonly input?: unknown;
  readonly path?: readonly PropertyKey[];
}

/**
 * Words of the form rules (docs/product/platform.md#form-rules) for the contract's checks: "{field}
 * can not be empty" for a blank value, "{field} is not valid." otherwise (passed to zod as the
 * parse's error map).
 */
export function authFormError(issue: FormIssue): string {
  const key = issue.path?.[0];
  const field = typeof key === 'string' ? fieldLabels[key] : undefined;
  const blank =
    issue.input === undefined || (typeof issue.input === 'string' && issue.input.trim() === '');
  if (blank) return formRuleMessages.required({ field });
  if (issue.code === 'too_big') return `${field ?? 'This field'} is too long.`;
  return formRuleMessages.default({ field });
}
