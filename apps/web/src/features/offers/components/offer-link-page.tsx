import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OfferAnswer, OfferLinkView } from '@kinderwait/contract/offers';
import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { errorMessageFor } from '../../../api/error-words';
import { DeadlineCountdown } from '../../../components/countdown/deadline-countdown';
import { useAnswerOfferByLink } from '../api/answer-offer-by-link';
import { useOfferByLink } from '../api/get-offer-by-link';
import { offersErrorWords, offersTexts as texts } from '../offers-texts';

interface OfferViewProps {
  offerId: string;
  token: string;
  offer: OfferLinkView;
  requestsHref: string;
}

function OfferView({ offerId, token, offer, requestsHref }: OfferViewProps) {
  const answer = useAnswerOfferByLink(offerId, token);
  const outcome = useRef<HTMLDivElement>(null);
  const answered = answer.data;
  const reply = (choice: OfferAnswer) => {
    answer.mutate(choice, {
      onSettled: () => requestAnimationFrame(() => outcome.current?.focus()),
    });
  };

  let result = null;
  if (answered?.status === 'accepted') {
    result = (
      <Alert severity="success">
        {texts.accepted(offer.childFirstName, offer.providerName, formatStartDate(offer.startDate))}{' '}
        {texts.acceptedNext}
      </Alert>
    );
  } else if (answered?.status === 'declined') {
    result = <Alert severity="info">{texts.declined(offer.providerName)}</Alert>;
  } else if (answer.error !== null) {
    result = <Alert severity="error">{errorMessageFor(answer.error, offersErrorWords)}</Alert>;
  }

  const open = offer.answerable && offer.status === 'open';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        {texts.title(offer.childFirstName, offer.providerName)}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}
      >
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {texts.ageGroup}
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {offer.ageGroupName}
        </Box>
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {texts.startDate}
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {formatStartDate(offer.startDate)}
        </Box>
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {texts.status}
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {texts.statuses[offer.status]}
        </Box>
      </Box>
      {open ? (
        <Stack spacing={2} sx={{ mt: 3 }}>
          <DeadlineCountdown deadlineAt={offer.deadlineAt} />
          <Typography variant="body2" color="text.secondary">
            {texts.oneStep}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button
              variant="contained"
              color="success"
              disabled={answer.isPending}
              onClick={() => {
                reply('accept');
              }}
            >
              {texts.accept}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={answer.isPending}
              onClick={() => {
                reply('decline');
              }}
            >
              {texts.decline}
            </Button>
          </Box>
        </Stack>
      ) : answered === undefined ? (
        <Typography sx={{ mt: 3 }}>{texts.notAnswerable}</Typography>
      ) : null}
      <Box ref={outcome} tabIndex={-1} role="status" sx={{ mt: 3, outline: 'none' }}>
        {result}
      </Box>
      <Button component={RouterLink} to={requestsHref} sx={{ mt: 2 }}>
        {texts.toRequests}
      </Button>
    </Paper>
  );
}

export interface OfferLinkPageProps {
  offerId: string;
  /** The emailed link's token (?token=); empty when the address has none. */
  token: string;
  /** The parent's requests screen (signed in), for what comes after. */
  requestsHref: string;
}

/**
 * The page the emailed offer link opens (/offers/{offerId}?token=): the offer with its deadline
 * and the one-step Accept or Decline. Opening it changes nothing (mail scanners open links).
 */
export function OfferLinkPage({ offerId, token, requestsHref }: OfferLinkPageProps) {
  const offer = useOfferByLink(offerId, token);
  let body;
  if (token === '') {
    body = <Alert severity="error">{texts.noToken}</Alert>;
  } else if (offer.isPending) {
    body = <CircularProgress aria-label={texts.loading} />;
  } else if (offer.isError) {
    body = <Alert severity="error">{errorMessageFor(offer.error, offersErrorWords)}</Alert>;
  } else {
    body = (
      <OfferView offerId={offerId} token={token} offer={offer.data} requestsHref={requestsHref} />
    );
  }
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      {offer.isSuccess ? null : (
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
          {texts.pageTitle}
        </Typography>
      )}
      {body}
    </Container>
  );
}
