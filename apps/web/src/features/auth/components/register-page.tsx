import { Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormStack } from '../../../components/form/form-stack';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useFieldCheck } from '../../../components/form/use-field-check';
import { paths } from '../../../config/paths';
import { validateEmail } from '../api/validate-email';
import { useMagicLinkRequest } from '../hooks/use-magic-link-request';
import { authFormError, RegisterFormSchema } from '../lib/auth-form-schemas';
import type { RegisterFormValues } from '../lib/auth-form-schemas';
import { useMessages } from '../../../lib/i18n/use-messages';
import { authCatalogue } from '../auth-messages';
import { useValidationWords } from '../../../components/form/validation-words';
import { wordedResolver } from '../../../components/form/worded-resolver';
import { AuthFrame } from './auth-frame';
import { EmailField } from './email-field';
import { EmailSentPanel } from './email-sent-panel';

/** The space between a sentence and what follows it on the line (not words to translate). */
const space = ' ';

/**
 * /auth/register: name and email, checked on the server (GET /account/validateEmail) when the
 * email field is left and again on submit, then POST /api/account/magic-links with the name.
 */
export function RegisterPage() {
  // The words' chunk loads on first use; the route loads it first.
  return (
    <Suspense fallback={null}>
      <RegisterContent />
    </Suspense>
  );
}

function RegisterContent() {
  const messages = useMessages(authCatalogue);
  const { t } = messages;
  const invalidEmail = t('fieldInvalid', { field: t('emailLabel') });
  const { word } = useValidationWords();
  const magicLink = useMagicLinkRequest(messages);
  const emailCheck = useFieldCheck(validateEmail);
  const { register, handleSubmit, formState, getValues, setError } = useForm<RegisterFormValues>({
    resolver: wordedResolver(
      zodResolver(RegisterFormSchema, { error: authFormError(messages) }),
      word,
    ),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { name: '', email: '' },
  });

  const onSubmit = handleSubmit(async ({ name, email }) => {
    magicLink.clearFailure();
    const checked = await emailCheck.check(email);
    if (checked !== undefined && !checked.valid) {
      setError(
        'email',
        { message: checked.message === undefined ? invalidEmail : word(checked.message) },
        { shouldFocus: true },
      );
      return;
    }
    await magicLink.send({ name, email });
  });

  if (magicLink.sentTo !== undefined) {
    return (
      <EmailSentPanel
        email={magicLink.sentTo}
        purpose={t('registerPurpose')}
        onUseAnotherEmail={magicLink.startOver}
        messages={messages}
      />
    );
  }

  // Registered in the order they appear, so a failed submit focuses the first bad field.
  const nameRegistration = register('name');
  async function checkOnBlur(value: string) {
    const email = value.trim();
    if (!RegisterFormSchema.shape.email.safeParse(email).success) return;
    const checked = await emailCheck.check(email);
    if (checked !== undefined && !checked.valid) {
      setError('email', {
        message: checked.message === undefined ? invalidEmail : word(checked.message),
      });
    }
  }
  const emailRegistration = register('email', {
    onBlur: (event: { target: { value: string } }) => {
      void checkOnBlur(event.target.value);
    },
  });
  const emailError = formState.errors.email?.message;
  const latest = emailCheck.latest;
  const emailTaken =
    emailError === undefined &&
    latest !== undefined &&
    latest.value === getValues('email').trim() &&
    latest.result.valid &&
    !latest.result.available;

  return (
    <AuthFrame title={t('registerTitle')} intro={t('registerIntro')}>
      <FormStack onSubmit={onSubmit} failure={magicLink.failure}>
        <FormTextField
          registration={nameRegistration}
          defaultValue={getValues('name')}
          label={t('nameLabel')}
          autoComplete="name"
          required
          error={formState.errors.name?.message}
        />
        <EmailField
          messages={messages}
          registration={emailRegistration}
          defaultValue={getValues('email')}
          error={emailError}
          helperText={emailTaken ? t('emailTaken') : undefined}
        />
        <SubmitButton submitting={formState.isSubmitting}>{t('registerSubmit')}</SubmitButton>
      </FormStack>
      <Typography sx={{ mt: 4 }}>
        {t('haveAccount')}
        {space}
        <Link component={RouterLink} to={paths.auth.login.getHref()}>
          {t('signInLink')}
        </Link>
      </Typography>
    </AuthFrame>
  );
}
