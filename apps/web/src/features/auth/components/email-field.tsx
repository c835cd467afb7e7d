import { FormTextField } from '../../../components/form/form-text-field';
import type { FormTextFieldProps } from '../../../components/form/form-text-field';
import type { AuthMessages } from '../auth-messages';

export type EmailFieldProps = Omit<
  FormTextFieldProps,
  'label' | 'type' | 'autoComplete' | 'required'
> & { messages: AuthMessages };

/** The email field every auth form asks for. */
export function EmailField({ messages, ...props }: EmailFieldProps) {
  return (
    <FormTextField
      {...props}
      label={messages.t('emailLabel')}
      type="email"
      autoComplete="email"
      required
    />
  );
}
