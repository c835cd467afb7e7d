import { FormTextField } from '../../../components/form/form-text-field';
import type { FormTextFieldProps } from '../../../components/form/form-text-field';
import { authTexts } from '../auth-texts';

export type EmailFieldProps = Omit<
  FormTextFieldProps,
  'label' | 'type' | 'autoComplete' | 'required'
>;

/** The email field every auth form asks for. */
export function EmailField(props: EmailFieldProps) {
  return (
    <FormTextField
      {...props}
      label={authTexts.emailLabel}
      type="email"
      autoComplete="email"
      required
    />
  );
}
