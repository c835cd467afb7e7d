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
import { formRuleMessages } from '@kinderwait/contract/rules/form-rules';
import { paths } from '../../../config/paths';
import { requestMagicLink } from '../api/request-magic-link';
import { useEmailCheck } from '../hooks/use-email-check';
import { authFormError, RegisterFormSchema } from '../lib/auth-form-schemas';
import type { RegisterFormValues } from '../lib/auth-form-schemas';
import { confirmationUrl } from '../lib/confirmation-url';
import { requestFailureMessage } from '../lib/request-failure';
import { authTexts } from '../auth-texts';
import { AuthFrame } from './auth-frame';
import { EmailSentPanel } from './email-sent-panel';

const invalidEmail = formRuleMessages.default({ field: authTexts.emailLabel });

/**
 * /auth/register: name and email, checked on the server (GET /account/validateEmail) when the
 * email field is left and again on submit, then POST /api/account/magic-links with the name.
 */
export function RegisterPage() {
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const emailCheck = useEmailCheck();
  const { register, handleSubmit, formState, getValues, setError } = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema, { error: authFormError }),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { name: '', email: '' },
  });

  const onSubmit = handleSubmit(async ({ name, email }) => {
    setFailure(undefined);
    const checked = await emailCheck.check(email);
    if (checked !== undefined && !checked.valid) {
      setError('email', { message: checked.message ?? invalidEmail }, { shouldFocus: true });
      return;
    }
    try {
      await requestMagicLink({ name, email, confirmationUrl: confirmationUrl() });
      setSentTo(email);
    } catch (error) {
      setFailure(requestFailureMessage(error));
    }
  });

  if (sentTo !== undefined) {
    return (
      <EmailSentPanel
        email={sentTo}
        purpose={authTexts.registerPurpose}
        onUseAnotherEmail={() => {
          setSentTo(undefined);
        }}
      />
    );
  }

  const { ref: nameRef, ...nameField } = register('name');
  async function checkOnBlur(value: string) {
    const email = value.trim();
    if (!RegisterFormSchema.shape.email.safeParse(email).success) return;
    const checked = await emailCheck.check(email);
    if (checked !== undefined && !checked.valid) {
      setError('email', { message: checked.message ?? invalidEmail });
    }
  }
  const { ref: emailRef, ...emailField } = register('email', {
    onBlur: (event: { target: { value: string } }) => {
      void checkOnBlur(event.target.value);
    },
  });
  const nameError = formState.errors.name?.message;
  const emailError = formState.errors.email?.message;
  const latest = emailCheck.latest;
  const emailTaken =
    emailError === undefined &&
    latest !== undefined &&
    latest.email === getValues('email').trim() &&
    latest.result.valid &&
    !latest.result.available;

  return (
    <AuthFrame title={authTexts.registerTitle} intro={authTexts.registerIntro}>
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
          {...nameField}
          inputRef={nameRef}
          defaultValue={getValues('name')}
          label={authTexts.nameLabel}
          autoComplete="name"
          required
          error={nameError !== undefined}
          helperText={nameError}
        />
        <TextField
          {...emailField}
          inputRef={emailRef}
          defaultValue={getValues('email')}
          label={authTexts.emailLabel}
          type="email"
          autoComplete="email"
          required
          error={emailError !== undefined}
          helperText={emailError ?? (emailTaken ? authTexts.emailTaken : undefined)}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {authTexts.registerSubmit}
        </Button>
      </Stack>
      <Typography sx={{ mt: 4 }}>
        {authTexts.haveAccount}{' '}
        <Link component={RouterLink} to={paths.auth.login.getHref()}>
          {authTexts.signInLink}
        </Link>
      </Typography>
    </AuthFrame>
  );
}
