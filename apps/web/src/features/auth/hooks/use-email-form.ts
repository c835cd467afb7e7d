import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { authFormError, LoginFormSchema } from '../lib/auth-form-schemas';
import type { LoginFormValues } from '../lib/auth-form-schemas';
import type { AuthMessages } from '../auth-messages';
import { useValidationWords } from '../../../components/form/validation-words';
import { wordedResolver } from '../../../components/form/worded-resolver';

/** The one-field form of sign-in and of a new link, checked when the field is left. */
export function useEmailForm(messages: AuthMessages) {
  const { word } = useValidationWords();
  return useForm<LoginFormValues>({
    resolver: wordedResolver(
      zodResolver(LoginFormSchema, { error: authFormError(messages) }),
      word,
    ),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { email: '' },
  });
}
