import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormStack } from '../../../components/form/form-stack';
import { SubmitButton } from '../../../components/form/submit-button';
import { paths } from '../../../config/paths';
import { useEmailForm } from '../hooks/use-email-form';
import { useMagicLinkRequest } from '../hooks/use-magic-link-request';
import { useMessages } from '../../../lib/i18n/use-messages';
import { authCatalogue } from '../auth-messages';
import { AuthFrame } from './auth-frame';
import { EmailField } from './email-field';
import { EmailSentPanel } from './email-sent-panel';

/** The space between a sentence and what follows it on the line (not words to translate). */
const space = ' ';

/**
 * /auth/login: asks for an email and sends a magic link
 * (docs/product/accounts.md#sign-in-by-emailed-link).
 */
export function LoginPage() {
  // The words' chunk loads on first use; the route loads it first.
  return (
    <Suspense fallback={null}>
      <LoginContent />
    </Suspense>
  );
}

function LoginContent() {
  const messages = useMessages(authCatalogue);
  const { t } = messages;
  const magicLink = useMagicLinkRequest(messages);
  const { register, handleSubmit, formState, getValues } = useEmailForm(messages);

  const onSubmit = handleSubmit(async ({ email }) => {
    magicLink.clearFailure();
    await magicLink.send({ email });
  });

  if (magicLink.sentTo !== undefined) {
    return (
      <EmailSentPanel
        email={magicLink.sentTo}
        purpose={t('signInPurpose')}
        onUseAnotherEmail={magicLink.startOver}
        messages={messages}
      />
    );
  }

  return (
    <AuthFrame title={t('signInTitle')} intro={t('signInIntro')}>
      <FormStack onSubmit={onSubmit} failure={magicLink.failure}>
        <EmailField
          messages={messages}
          registration={register('email')}
          // The value survives a failed call; after "use a different email" it is offered again.
          defaultValue={getValues('email')}
          error={formState.errors.email?.message}
        />
        <SubmitButton submitting={formState.isSubmitting}>{t('signInSubmit')}</SubmitButton>
      </FormStack>
      <Typography sx={{ mt: 4 }}>
        {t('noAccountYet')}
        {space}
        <Link component={RouterLink} to={paths.auth.register.getHref()}>
          {t('createAccountLink')}
        </Link>
      </Typography>
    </AuthFrame>
  );
}
