import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { displayTimeZone } from '@kinderwait/contract/constants';
import type { ConfirmationLinkView } from '@kinderwait/contract/notifications';
import { errorMessageFor } from '../../../api/error-words';
import { useConfirmByLink } from '../api/confirm-by-link';
import { useConfirmationByLink } from '../api/get-confirmation-by-link';
import {
  waitlistConfirmationErrorWords,
  waitlistConfirmationTexts as texts,
} from '../waitlist-confirmation-texts';

const torontoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: displayTimeZone,
  dateStyle: 'long',
});
const day = (iso: string | null) => (iso === null ? '' : torontoDay.format(new Date(iso)));

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
  const confirm = useConfirmByLink(ticketId, token);
  const outcome = useRef<HTMLDivElement>(null);
  const done = confirm.isSuccess;
  let state;
  if (done) state = null;
  else if (view.state === 'due') state = texts.due(day(view.nextStepAt));
  else if (view.state === 'inactive') state = texts.inactive;
  else state = texts.confirmedAlready(day(view.nextStepAt));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        {texts.title(view.childFirstName)}
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
          {texts.confirm}
        </Button>
      )}
      <Box ref={outcome} tabIndex={-1} role="status" sx={{ mt: 3, outline: 'none' }}>
        {done ? <Alert severity="success">{texts.confirmed(view.childFirstName)}</Alert> : null}
        {confirm.error === null ? null : (
          <Alert severity="error">
            {errorMessageFor(confirm.error, waitlistConfirmationErrorWords)}
          </Alert>
        )}
      </Box>
      <Button component={RouterLink} to={requestsHref} sx={{ mt: 2 }}>
        {texts.toRequests}
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
export function ConfirmationLinkPage({ ticketId, token, requestsHref }: ConfirmationLinkPageProps) {
  const view = useConfirmationByLink(ticketId, token);
  let body;
  if (token === '') body = <Alert severity="error">{texts.noToken}</Alert>;
  else if (view.isPending) body = <CircularProgress aria-label={texts.loading} />;
  else if (view.isError) {
    body = (
      <Alert severity="error">{errorMessageFor(view.error, waitlistConfirmationErrorWords)}</Alert>
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
          {texts.pageTitle}
        </Typography>
      )}
      {body}
    </Container>
  );
}
