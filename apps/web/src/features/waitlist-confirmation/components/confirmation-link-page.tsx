import { Suspense, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ConfirmationLinkView } from '@kinderwait/contract/notifications';
import { notificationsErrorCodes, reconfirmation } from '@kinderwait/contract/notifications';
import { errorMessageFor } from '../../../api/error-words';
import type { ErrorWords } from '../../../api/error-words';
import { useMessages } from '../../../lib/i18n/use-messages';
import type { FeatureMessages } from '../../../lib/i18n/use-messages';
import { useConfirmByLink } from '../api/confirm-by-link';
import { useConfirmationByLink } from '../api/get-confirmation-by-link';
import { waitlistConfirmationCatalogue } from '../waitlist-confirmation-messages';
import type { WaitlistConfirmationKey } from '../waitlist-confirmation-messages';

type ConfirmationMessages = FeatureMessages<WaitlistConfirmationKey>;

/** The page's title and description, for the route's head. */
export function confirmationPageHead({ t }: ConfirmationMessages) {
  return { title: t('pageTitle'), description: t('pageDescription') };
}

/** The error codes this page can meet, in the parent's words and language. */
function confirmationErrorWords({ t }: ConfirmationMessages): ErrorWords {
  return {
    [notificationsErrorCodes.confirmationLinkInvalid]: t('errorConfirmationLinkInvalid'),
  };
}

/** An instant as Toronto's day ("February 28, 2027", "28 février 2027"). */
function day({ intl }: ConfirmationMessages, iso: string | null): string {
  // The formatter's time zone is Toronto's.
  return iso === null ? '' : intl.formatDate(iso, { dateStyle: 'long' });
}

function ConfirmationView({
  ticketId,
  token,
  view,
  requestsHref,
}: {
  ticketId: string;
  token: string;
  view: ConfirmationLinkView;
  requestsHref: string;
}) {
  const messages = useMessages(waitlistConfirmationCatalogue);
  const { t } = messages;
  const confirm = useConfirmByLink(ticketId, token);
  const outcome = useRef<HTMLDivElement>(null);
  const done = confirm.isSuccess;
  let state;
  if (done) state = null;
  else if (view.state === 'due') state = t('due', { date: day(messages, view.nextStepAt) });
  else if (view.state === 'inactive') state = t('inactive');
  else {
    state = t('confirmedAlready', {
      date: day(messages, view.nextStepAt),
      days: reconfirmation.reminderAfterDays,
    });
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        {t('title', { child: view.childFirstName })}
      </Typography>
      {state === null ? null : <Typography sx={{ mb: 3 }}>{state}</Typography>}
      {view.state === 'confirmed' || done ? null : (
        <Button
          variant="contained"
          disabled={confirm.isPending}
          onClick={() => {
            confirm.mutate(undefined, {
              onSettled: () => requestAnimationFrame(() => outcome.current?.focus()),
            });
          }}
        >
          {t('confirm')}
        </Button>
      )}
      <Box ref={outcome} tabIndex={-1} role="status" sx={{ mt: 3, outline: 'none' }}>
        {done ? (
          <Alert severity="success">{t('confirmed', { child: view.childFirstName })}</Alert>
        ) : null}
        {confirm.error === null ? null : (
          <Alert severity="error">
            {errorMessageFor(confirm.error, confirmationErrorWords(messages))}
          </Alert>
        )}
      </Box>
      <Button component={RouterLink} to={requestsHref} sx={{ mt: 2 }}>
        {t('toRequests')}
      </Button>
    </Paper>
  );
}

export interface ConfirmationLinkPageProps {
  ticketId: string;
  /** The emailed link's token (?token=); empty when the address has none. */
  token: string;
  requestsHref: string;
}

/**
 * The page the "still interested?" email links to (/waitlist/confirm/{ticketId}?token=): whose
 * ticket and its state, and the one-tap confirmation (which also reactivates an inactive ticket).
 * Opening it changes nothing.
 */
export function ConfirmationLinkPage(props: ConfirmationLinkPageProps) {
  // The words' chunk loads on first use (the route loads it before it opens).
  return (
    <Suspense fallback={null}>
      <ConfirmationLinkContent {...props} />
    </Suspense>
  );
}

function ConfirmationLinkContent({ ticketId, token, requestsHref }: ConfirmationLinkPageProps) {
  const messages = useMessages(waitlistConfirmationCatalogue);
  const { t } = messages;
  const view = useConfirmationByLink(ticketId, token);
  let body;
  if (token === '') body = <Alert severity="error">{t('noToken')}</Alert>;
  else if (view.isPending) body = <CircularProgress aria-label={t('loading')} />;
  else if (view.isError) {
    body = (
      <Alert severity="error">
        {errorMessageFor(view.error, confirmationErrorWords(messages))}
      </Alert>
    );
  } else {
    body = (
      <ConfirmationView
        ticketId={ticketId}
        token={token}
        view={view.data}
        requestsHref={requestsHref}
      />
    );
  }
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      {view.isSuccess ? null : (
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
          {t('pageTitle')}
        </Typography>
      )}
      {body}
    </Container>
  );
}
