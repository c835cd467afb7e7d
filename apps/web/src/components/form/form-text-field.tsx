import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import type { OutlinedTextFieldProps } from '@mui/material/TextField';

export interface FormTextFieldProps extends Omit<
  OutlinedTextFieldProps,
  'error' | 'helperText' | 'inputRef' | 'name' | 'onBlur' | 'onChange' | 'variant'
> {
  /** What react-hook-form's `register(name)` returns. */
  registration: UseFormRegisterReturn;
  /** The field's error message; shown instead of `helperText` and marks the field invalid. */
  error: string | undefined;
  helperText?: ReactNode;
}

/**
 * A text field bound to react-hook-form that shows its error below itself (MUI ties the text to
 * the input with aria-describedby), taking the input's slot props (a length limit, a date's max).
 */
export function FormTextField({ registration, error, helperText, ...props }: FormTextFieldProps) {
  const { ref, ...field } = registration;
  return (
    <TextField
      {...field}
      inputRef={ref}
      {...props}
      variant="outlined"
      error={error !== undefined}
      helperText={error ?? helperText}
    />
  );
}
