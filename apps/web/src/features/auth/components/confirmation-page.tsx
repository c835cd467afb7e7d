import { Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { errorMessageFor } from '../../../api/error-words';
import { paths } from '../../../config/paths';
import { withLoading } from '../../../stores/loading-store';
import { checkMagicLinkOnce } from '../api/validate-magic-link';
import { privacyPeriods } from '@kinderwait/contract/privacy';
import { useMessages } from '../../../lib/i18n/use-messages';
import { authCatalogue } from '../auth-messages';
import { authErrorWords } from '../lib/request-failure';
import { AuthFrame } from './auth-frame';
import { NewLinkForm } from './new-link-form';

export interface ConfirmationPageProps {
  /** The link's `userId` and `etoken` query values; null when missing. */
  userId: string | null;
  etoken: string | null;
  /**
   * Called once the link is validated and the token stored: goes on to role selection, onboarding
   * or home. A rejection shows a way to continue.
   */
  onSignedIn: () => Promise<void>;
}

type Status =
  | { kind: 'checking' }
  | { kind: 'failed' }
  | { kind: 'accountClosed' }
  | { kind: 'notChecked'; refusal: unknown }
  | { kind: 'loadFailed' };

/**
 * /auth/confirmation: validates the emailed link, then signs the user in
 * (docs/product/accounts.md#the-confirmation-screen).
 */
export function ConfirmationPage(props: ConfirmationPageProps) {
  // The words' chunk loads on first use; the route loads it first.
  return (
    <Suspense fallback={null}>
      <ConfirmationContent {...props} />
    </Suspense>
  );
}

function ConfirmationContent({ userId, etoken, onSignedIn }: ConfirmationPageProps) {
  const messages = useMessages(authCatalogue);
  const { t } = messages;
  const complete = userId !== null && userId !== '' && etoken !== null && etoken !== '';
  const [status, setStatus] = useState<Status>({ kind: 'checking' });
  // Bumped by "Try again" to run the check once more.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!complete) return undefined;
    let current = true;
    // A function, so the check after the await reads what the cleanup may have changed since.
    const stillCurrent = () => current;
    // The shell's full-screen indicator is up while the link is checked and the account loads.
    void withLoading(async () => {
      const check = await checkMagicLinkOnce({ userId, etoken });
      if (!stillCurrent()) return;
      if (check.outcome === 'refused') {
        setStatus({ kind: 'failed' });
        return;
      }
      if (check.outcome === 'accountClosed') {
        setStatus({ kind: 'accountClosed' });
        return;
      }
      if (check.outcome === 'notChecked') {
        setStatus({ kind: 'notChecked', refusal: check.refusal });
        return;
      }
      try {
        await onSignedIn();
      } catch {
        if (stillCurrent()) setStatus({ kind: 'loadFailed' });
      }
    });
    return () => {
      current = false;
    };
  }, [complete, userId, etoken, onSignedIn, attempt]);

  if (!complete || status.kind === 'failed') {
    return (
      <AuthFrame title={t('linkFailedTitle')} intro={t('linkFailedIntro')} focusHeading>
        <NewLinkForm messages={messages} />
        <Typography sx={{ mt: 4 }}>
          <Link component={RouterLink} to={paths.auth.login.getHref()}>
            {t('backToSignIn')}
          </Link>
        </Typography>
      </AuthFrame>
    );
  }
  if (status.kind === 'accountClosed') {
    // No new-link form: any sign-in link of a closed account is refused the same way.
    return (
      <AuthFrame
        title={t('accountClosedTitle')}
        intro={t('accountClosedIntro', { days: privacyPeriods.erasureGraceDays })}
        focusHeading
      >
        <Typography sx={{ mt: 4 }}>
          <Link component={RouterLink} to={paths.auth.login.getHref()}>
            {t('backToSignIn')}
          </Link>
        </Typography>
      </AuthFrame>
    );
  }
  if (status.kind === 'notChecked') {
    return (
      <AuthFrame
        title={t('notCheckedTitle')}
        intro={
          status.refusal === undefined
            ? t('notCheckedIntro')
            : errorMessageFor(status.refusal, authErrorWords(messages))
        }
        focusHeading
      >
        <Button
          variant="contained"
          sx={{ mt: 4 }}
          onClick={() => {
            setStatus({ kind: 'checking' });
            setAttempt((count) => count + 1);
          }}
        >
          {t('tryAgain')}
        </Button>
      </AuthFrame>
    );
  }
  if (status.kind === 'loadFailed') {
    return (
      <AuthFrame title={t('loadFailedTitle')} intro={t('loadFailedIntro')} focusHeading>
        <Button
          component={RouterLink}
          to={paths.app.home.getHref()}
          variant="contained"
          sx={{ mt: 4 }}
        >
          {t('continueButton')}
        </Button>
      </AuthFrame>
    );
  }
  return <AuthFrame title={t('confirmingTitle')} intro={t('confirmingIntro')} />;
}
