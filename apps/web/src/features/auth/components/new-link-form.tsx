import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { resendActivation } from '../api/resend-activation';
import { authFormError, LoginFormSchema } from '../lib/auth-form-schemas';
import type { LoginFormValues } from '../lib/auth-form-schemas';
import { confirmationUrl } from '../lib/confirmation-url';
import { requestFailureMessage } from '../lib/request-failure';
import { authTexts } from '../auth-texts';

type Outcome = { status: 'sent'; email: string } | { status: 'failed'; message: string };

/** After a failed link: asks for the email and sends a new link (POST /account/resendActivation). */
export function NewLinkForm() {
  const [outcome, setOutcome] = useState<Outcome>();
  const { register, handleSubmit, formState } = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema, { error: authFormError }),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setOutcome(undefined);
    try {
      await resendActivation({ email, confirmationUrl: confirmationUrl() });
      setOutcome({ status: 'sent', email });
    } catch (error) {
      setOutcome({ status: 'failed', message: requestFailureMessage(error) });
    }
  });

  const { ref, ...emailField } = register('email');
  const emailError = formState.errors.email?.message;
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
      <div role="status" aria-live="polite">
        {outcome?.status === 'sent' && (
          <Alert severity="success">
            {authTexts.newLinkSent} <strong>{outcome.email}</strong>.
          </Alert>
        )}
        {outcome?.status === 'failed' && <Alert severity="error">{outcome.message}</Alert>}
      </div>
      <TextField
        {...emailField}
        inputRef={ref}
        label={authTexts.emailLabel}
        type="email"
        autoComplete="email"
        required
        error={emailError !== undefined}
        helperText={emailError}
      />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {authTexts.newLinkSubmit}
      </Button>
    </Stack>
  );
}
