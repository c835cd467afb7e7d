import type { ReactNode, SubmitEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export interface FormStackProps {
  /** react-hook-form's `handleSubmit(...)` result, or any handler that prevents the default. */
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
  /** Why the last submit failed, announced above the fields. */
  failure?: ReactNode;
  children: ReactNode;
}

/**
 * The app's form: fields stacked under one another, the browser's own validation off (ours speaks
 * the product's words, docs/product/platform.md#form-rules) and a failed submit's message announced
 * at the top.
 */
export function FormStack({ onSubmit, failure, children }: FormStackProps) {
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      sx={{ mt: 4 }}
      onSubmit={(event) => {
        void onSubmit(event);
      }}
    >
      {failure !== undefined && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {children}
    </Stack>
  );
}
