import type { z } from 'zod';
import { MagicLinkBody } from '@kinderwait/contract/sign-in';
import type { AuthMessages } from '../auth-messages';

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

interface FormIssue {
  readonly code?: string;
  readonly input?: unknown;
  readonly path?: readonly PropertyKey[];
}

/**
 * Words of the form rules (docs/product/platform.md#form-rules) for the contract's checks, in the
 * active language: "{field} can not be empty" for a blank value, "{field} is not valid." otherwise
 * (passed to zod as the parse's error map). The forms have only the email and the name.
 */
export function authFormError({ t }: AuthMessages): (issue: FormIssue) => string {
  return (issue) => {
    const field = issue.path?.[0] === 'name' ? t('fieldName') : t('emailLabel');
    const blank =
      issue.input === undefined || (typeof issue.input === 'string' && issue.input.trim() === '');
    if (blank) return t('fieldRequired', { field });
    if (issue.code === 'too_big') return t('fieldTooLong', { field });
    return t('fieldInvalid', { field });
  };
}
