import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { authFormError, LoginFormSchema } from '../lib/auth-form-schemas';
import type { LoginFormValues } from '../lib/auth-form-schemas';
import type { AuthMessages } from '../auth-messages';

/** The one-field form of sign-in and of a new link, checked when the field is left. */
export function useEmailForm(messages: AuthMessages) {
  return useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema, { error: authFormError(messages) }),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { email: '' },
  });
}
