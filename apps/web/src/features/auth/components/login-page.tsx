import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormStack } from '../../../components/form/form-stack';
import { SubmitButton } from '../../../components/form/submit-button';
import { paths } from '../../../config/paths';
import { useEmailForm } from '../hooks/use-email-form';
import { useMagicLinkRequest } from '../hooks/use-magic-link-request';
import { authTexts } from '../auth-texts';
import { AuthFrame } from './auth-frame';
import { EmailField } from './email-field';
import { EmailSentPanel } from './email-sent-panel';

/**
 * /auth/login: asks for an email and sends a magic link
 * (docs/product/accounts.md#sign-in-by-emailed-link).
 */
export function LoginPage() {
  const magicLink = useMagicLinkRequest();
  const { register, handleSubmit, formState, getValues } = useEmailForm();

  const onSubmit = handleSubmit(async ({ email }) => {
    magicLink.clearFailure();
    await magicLink.send({ email });
  });

  if (magicLink.sentTo !== undefined) {
    return (
      <EmailSentPanel
        email={magicLink.sentTo}
        purpose={authTexts.signInPurpose}
        onUseAnotherEmail={magicLink.startOver}
      />
    );
  }

  return (
    <AuthFrame title={authTexts.signInTitle} intro={authTexts.signInIntro}>
      <FormStack onSubmit={onSubmit} failure={magicLink.failure}>
        <EmailField
          registration={register('email')}
          // The value survives a failed call; after "use a different email" it is offered again.
          defaultValue={getValues('email')}
          error={formState.errors.email?.message}
        />
        <SubmitButton submitting={formState.isSubmitting}>{authTexts.signInSubmit}</SubmitButton>
      </FormStack>
      <Typography sx={{ mt: 4 }}>
        {authTexts.noAccountYet}{' '}
        <Link component={RouterLink} to={paths.auth.register.getHref()}>
          {authTexts.createAccountLink}
        </Link>
      </Typography>
    </AuthFrame>
  );
}
