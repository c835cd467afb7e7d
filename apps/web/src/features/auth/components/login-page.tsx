import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { requestMagicLink } from '../api/request-magic-link';
import { authFormError, LoginFormSchema } from '../lib/auth-form-schemas';
import type { LoginFormValues } from '../lib/auth-form-schemas';
import { confirmationUrl } from '../lib/confirmation-url';
import { requestFailureMessage } from '../lib/request-failure';
import { authTexts } from '../auth-texts';
import { AuthFrame } from './auth-frame';
import { EmailSentPanel } from './email-sent-panel';

/** /auth/login: asks for an email and sends a magic link (SPEC 2.4 and 7.1). */
export function LoginPage() {
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState, getValues } = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema, { error: authFormError }),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(undefined);
    try {
      await requestMagicLink({ email, confirmationUrl: confirmationUrl() });
      setSentTo(email);
    } catch (error) {
      setFailure(requestFailureMessage(error));
    }
  });

  if (sentTo !== undefined) {
    return (
      <EmailSentPanel
        email={sentTo}
        purpose={authTexts.signInPurpose}
        onUseAnotherEmail={() => {
          setSentTo(undefined);
        }}
      />
    );
  }

  const { ref: emailRef, ...emailField } = register('email');
  const emailError = formState.errors.email?.message;
  return (
    <AuthFrame title={authTexts.signInTitle} intro={authTexts.signInIntro}>
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
        <TextField
          {...emailField}
          inputRef={emailRef}
          // The value survives a failed call; after "use a different email" it is offered again.
          defaultValue={getValues('email')}
          label={authTexts.emailLabel}
          type="email"
          autoComplete="email"
          required
          error={emailError !== undefined}
          helperText={emailError}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {authTexts.signInSubmit}
        </Button>
      </Stack>
      <Typography sx={{ mt: 4 }}>
        {authTexts.noAccountYet}{' '}
        <Link component={RouterLink} to={paths.auth.register.getHref()}>
          {authTexts.createAccountLink}
        </Link>
      </Typography>
    </AuthFrame>
  );
}
